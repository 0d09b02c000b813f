import { Stack } from '@mantine/core';
import { type AdminFeedbackQuery, FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { ListFilters } from '../../shared/list-filters.tsx';
import { useLocalized } from '../../shared/localized.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { PagedList } from '../../shared/paged-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { feedbackQueries } from './api.ts';
import { FeedbackCard } from './feedback-card.tsx';
import type { ScreenTexts } from './i18n.ts';

const PAGE_SIZE = 10;

/** Opens on what still waits for an answer; `status=all` shows everything. */
function FeedbackQueue() {
  const { t } = useAppTexts<ScreenTexts>();
  const localized = useLocalized();
  const { values, pageNum, setFilters } = useUrlFilters(['status', 'category'] as const);
  const status = values.status || 'open';
  const filters: AdminFeedbackQuery = {
    status: status === 'all' ? undefined : (status as AdminFeedbackQuery['status']),
    category: (values.category || undefined) as AdminFeedbackQuery['category'],
    page: pageNum,
    size: PAGE_SIZE,
  };
  const query = useQuery(feedbackQueries.list(filters));

  return (
    <Stack>
      <ListFilters
        selects={[
          {
            key: 'status',
            label: t('feedback.statusFilter'),
            value: status,
            options: [
              { value: 'open', label: t('feedback.status.open') },
              { value: 'answered', label: t('feedback.status.answered') },
              { value: 'all', label: t('feedback.all') },
            ],
          },
          {
            key: 'category',
            label: t('feedback.categoryFilter'),
            value: values.category,
            options: [
              { value: '', label: t('feedback.all') },
              ...FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: localized(FEEDBACK_CATEGORY_LABELS[c]) })),
            ],
          },
        ]}
        onChange={setFilters}
      />
      <PagedList
        query={query}
        emptyText={status === 'open' && !values.category ? t('feedback.empty') : t('shared.noMatches')}
        pageSize={PAGE_SIZE}
      >
        {(rows) => rows.map((item) => <FeedbackCard key={item.id} item={item} />)}
      </PagedList>
    </Stack>
  );
}

export function FeedbackPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('feedback.title')} intro={t('feedback.intro')} />
      <RoleGate roles={['support', 'admin']} text={t('feedback.noAnswerRole')}>
        <FeedbackQueue />
      </RoleGate>
    </Stack>
  );
}
