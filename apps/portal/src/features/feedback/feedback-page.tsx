import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FEEDBACK_CATEGORY_LABELS } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { Page } from '../../lib/ui/page.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { SectionCard } from '../../lib/ui/section-card.tsx';
import { ToneBadge } from '../../lib/ui/tone-badge.tsx';
import { usePageParam } from '../../lib/use-page-param.ts';
import { FEEDBACK_PAGE_SIZE, myFeedbackQuery } from './api.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FEEDBACK } from './texts.ts';

/** `/feedback`: the feedback form, and the user's earlier feedback with the team's answers. */
export function FeedbackPage() {
  const { t } = useTexts(FEEDBACK);
  const format = useFormat();
  const [page, setPage] = usePageParam(useSearchParams());
  const mine = useQuery(myFeedbackQuery(page));
  return (
    <Page title={t('title')} intro={t('intro')}>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SectionCard id="feedback-form" title={t('formTitle')}>
            <FeedbackForm />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <section aria-labelledby="feedback-mine">
            <Title order={2} size="h4" id="feedback-mine" mb="sm">
              {t('mine')}
            </Title>
            <QueryState query={mine} emptyText={t('empty')} isEmpty={(d) => d.total === 0}>
              {(data) => (
                <>
                  <Stack gap="sm">
                    {data.rows.map((item) => (
                      <Paper key={item.id} withBorder p="md" radius="md" component="article">
                        <Group justify="space-between" gap="xs">
                          <Text size="sm" fw={600}>
                            {format.label(FEEDBACK_CATEGORY_LABELS, item.category)}
                          </Text>
                          <ToneBadge tone={item.status === 'answered' ? 'good' : 'neutral'}>
                            {t(`status.${item.status}`)}
                          </ToneBadge>
                        </Group>
                        <Text size="xs" c="dimmed">
                          {t('sentOn', { date: format.dateTime(item.createdAt) })}
                        </Text>
                        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
                          {item.content}
                        </Text>
                        {item.answer && (
                          <Paper bg="gray.0" p="sm" mt="sm" radius="sm">
                            <Text size="xs" fw={700}>
                              {t('answer', { date: format.dateTime(item.answeredAt) })}
                            </Text>
                            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                              {item.answer}
                            </Text>
                          </Paper>
                        )}
                      </Paper>
                    ))}
                  </Stack>
                  <Pager page={page} size={FEEDBACK_PAGE_SIZE} total={data.total} onChange={setPage} />
                </>
              )}
            </QueryState>
          </section>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
