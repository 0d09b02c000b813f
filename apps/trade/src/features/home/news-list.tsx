import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryState, useDateFormat, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { newsQuery } from '../../lib/market/queries.ts';
import { HOME } from './texts.ts';

/** Market news titles, each opening its article. */
export function NewsList() {
  const { t } = useTexts(HOME);
  const { dateTime } = useDateFormat();
  const news = useQuery(newsQuery());
  return (
    <Paper p="md" radius="lg" withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('news')}
      </Title>
      {!news.data ? (
        <QueryState query={news} />
      ) : news.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noNews')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {news.data.rows.map((item) => (
            <li key={item.id}>
              <Anchor component={Link} to={`/news/${item.id}`} fw={600} size="sm">
                {item.title}
              </Anchor>
              {item.publishedAt && (
                <Text size="xs" c="dimmed">
                  {dateTime(item.publishedAt)}
                  {item.source ? ` · ${item.source}` : ''}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
