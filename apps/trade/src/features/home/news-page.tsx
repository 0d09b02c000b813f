import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@platform/client';
import { QueryState, useDateFormat, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { newsItemQuery } from '../../lib/market/queries.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { HOME } from './texts.ts';

/** /news/:id — one published market news item. */
export function NewsPage() {
  const { t } = useTexts(HOME);
  const { dateTime } = useDateFormat();
  const id = Number(useParams().id);
  const news = useQuery({ ...newsItemQuery(id), enabled: Number.isInteger(id) && id > 0, retry: false });
  const item = news.data;
  const missing =
    !Number.isInteger(id) || id < 1 || (news.isError && isApiError(news.error) && news.error.code === 404);
  usePageTitle(item?.title ?? t('news'));
  if (!item && !missing) return <QueryState query={news} />;
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      {item ? (
        <Paper p="lg" radius="lg" withBorder component="article">
          <Title order={1} size="h2">
            {item.title}
          </Title>
          <Text size="xs" c="dimmed" mt={4}>
            {dateTime(item.publishedAt)}
            {item.source ? ` · ${item.source}` : ''}
          </Text>
          {item.summary && (
            <Text fw={600} mt="md">
              {item.summary}
            </Text>
          )}
          <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {item.body}
          </Text>
          {item.symbols.length > 0 && (
            <Group gap="xs" mt="md">
              {item.symbols.map((s) => (
                <Anchor key={s} component={Link} to={`/quote/${s}`} size="sm">
                  {s}
                </Anchor>
              ))}
            </Group>
          )}
        </Paper>
      ) : (
        <Text>{t('newsMissing')}</Text>
      )}
      <Button component={Link} to="/" variant="default" w="fit-content">
        {t('newsBack')}
      </Button>
    </Stack>
  );
}
