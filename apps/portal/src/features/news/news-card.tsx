import { Anchor, Card, Image, Text, Title } from '@mantine/core';
import type { LatestNewsRowView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { fileUrl, useFormat } from '../../lib/format.ts';
import { SHARED } from '../../lib/shared-texts.ts';

/** One news item in a list: its title links to the full text. */
export function NewsCard({ item, headingLevel = 2 }: { item: LatestNewsRowView; headingLevel?: 2 | 3 }) {
  const { t } = useTexts(SHARED);
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      {item.coverImage && (
        <Card.Section mb="md">
          <Image src={fileUrl(item.coverImage)} alt="" h={160} fit="cover" />
        </Card.Section>
      )}
      <Text size="xs" c="dimmed">
        {t('published', { date: format.date(item.publishedAt) })}
      </Text>
      <Title order={headingLevel} size="h4" mt={4}>
        <Anchor component={Link} to={`/news/detail/${item.id}`} c="inherit">
          {item.title}
        </Anchor>
      </Title>
      {item.summary && (
        <Text size="sm" mt="xs" lineClamp={3}>
          {item.summary}
        </Text>
      )}
    </Card>
  );
}
