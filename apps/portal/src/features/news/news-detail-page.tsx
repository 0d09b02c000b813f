import { Anchor, Container, Image, Text, Title } from '@mantine/core';
import { isApiError } from '@platform/client';
import { CODES } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { fileUrl, useFormat } from '../../lib/format.ts';
import { newsDetailQuery } from '../../lib/published.ts';
import { SHARED } from '../../lib/shared-texts.ts';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { RichText } from '../../lib/ui/rich-text.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NEWS } from './texts.ts';

const toId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** `/news/detail/{id}`: one news item; an unknown id is the 404 page. */
export function NewsDetailPage() {
  const id = toId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <NewsDetail id={id} />;
}

function NewsDetail({ id }: { id: number }) {
  const { t, i18n } = useTexts(NEWS);
  const { t: ts } = useTexts(SHARED);
  const format = useFormat();
  const query = useQuery(newsDetailQuery(i18n.language, id));
  usePageTitle(query.data?.title ?? (query.isError ? t('common:notFound') : t('title')));
  if (query.isError && isApiError(query.error) && query.error.code === CODES.notFound) return <NotFoundPage />;
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Anchor component={Link} to="/news" size="sm">
        ← {t('back')}
      </Anchor>
      <QueryState query={query}>
        {(item) => (
          <article>
            <Title order={1} mt="md">
              {item.title}
            </Title>
            <Text size="sm" c="dimmed" mt="xs">
              {ts('published', { date: format.date(item.publishedAt) })}
            </Text>
            {item.coverImage && (
              <Image src={fileUrl(item.coverImage)} alt="" radius="md" mt="lg" mah={360} fit="cover" />
            )}
            {item.summary && (
              <Text size="lg" mt="lg" fw={500}>
                {item.summary}
              </Text>
            )}
            <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
              <RichText html={item.body} />
            </div>
          </article>
        )}
      </QueryState>
    </Container>
  );
}
