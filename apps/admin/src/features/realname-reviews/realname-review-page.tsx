import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AdminRealNameView, ID_TYPE_LABELS } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { historyTab } from '../../shared/audit/audit-history.tsx';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { FileList } from '../../shared/files/file-list.tsx';
import { useLocalized, useRegionName } from '../../shared/localized.ts';
import { ObjectPage } from '../../shared/object-page.tsx';
import { ObjectTabs } from '../../shared/object-tabs.tsx';
import { useHasRole } from '../../shared/role-gate.tsx';
import { useRouteId } from '../../shared/route-id.ts';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { realNameQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { RealNameStatusBadge } from './realname-badges.tsx';
import { ReviewSection } from './review-section.tsx';

function SubmissionFields({ row }: { row: AdminRealNameView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const localized = useLocalized();
  const regionName = useRegionName();
  const none = t('shared.none');
  return (
    <FieldGrid>
      <Field label={t('realNameReviews.columns.status')}>
        <RealNameStatusBadge status={row.status} />
      </Field>
      <Field label={t('realNameReviews.columns.user')}>
        <Anchor component={Link} to={`/users/${row.userId}`} size="sm">
          {row.userEmail}
        </Anchor>
      </Field>
      <Field label={t('realNameReviews.columns.fullName')}>{row.fullName}</Field>
      <Field label={t('realNameReviews.columns.idType')}>{localized(ID_TYPE_LABELS[row.idType])}</Field>
      <Field label={t('realNameReviews.detail.idNumber')} mono>
        {row.idNumber}
      </Field>
      <Field label={t('realNameReviews.columns.country')}>{regionName(row.country)}</Field>
      <Field label={t('realNameReviews.columns.submittedAt')}>{formatDateTime(row.submittedAt)}</Field>
      <Field label={t('realNameReviews.detail.reviewedAt')}>{formatDateTime(row.reviewedAt) ?? none}</Field>
      <Field label={t('realNameReviews.detail.reviewer')}>{row.reviewerName ?? none}</Field>
      {row.rejectReason ? <Field label={t('realNameReviews.detail.rejectReason')}>{row.rejectReason}</Field> : null}
    </FieldGrid>
  );
}

/** The submission's document images, front and back. */
function Documents({ row }: { row: AdminRealNameView }) {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <SectionCard title={t('realNameReviews.detail.documents')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('realNameReviews.detail.front')}
          </Text>
          <FileList files={[row.frontImage]} label={t('realNameReviews.detail.front')} />
        </Stack>
        {row.backImage && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('realNameReviews.detail.backSide')}
            </Text>
            <FileList files={[row.backImage]} label={t('realNameReviews.detail.backSide')} />
          </Stack>
        )}
      </SimpleGrid>
    </SectionCard>
  );
}

/**
 * One real-name (KYC) submission at its own address (issue 32 §2): the decision while it waits, and its sections in
 * tabs kept in the address (the submission with its document images, its history).
 */
export function RealNameReviewPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const id = useRouteId('submissionId');
  const canReview = useHasRole(['reviewer', 'admin']);
  const query = useQuery({ ...realNameQueries.detail(id ?? 0), enabled: id !== null && canReview });
  return (
    <ObjectPage
      back={{ to: '/realname-reviews', label: t('realNameReviews.detail.backLink') }}
      title={t('realNameReviews.detail.title', { id: id ?? '?' })}
      intro={query.data?.userEmail}
      allowed={canReview}
      notAllowed={t('realNameReviews.review.notAllowed')}
      id={id}
      query={query}
      notFound={t('realNameReviews.detail.notFound', { id: id ?? '?' })}
    >
      {(row) => (
        <Stack>
          {row.status !== 'pending' ? (
            <Text size="sm" c="dimmed">
              {t('realNameReviews.review.decided')}
            </Text>
          ) : (
            <ReviewSection row={row} />
          )}
          <ObjectTabs
            label={t('realNameReviews.detail.tabs.label')}
            tabs={[
              {
                value: 'overview',
                label: t('realNameReviews.detail.tabs.overview'),
                panel: (
                  <Stack>
                    <Paper withBorder p="md">
                      <SubmissionFields row={row} />
                    </Paper>
                    <Documents row={row} />
                  </Stack>
                ),
              },
              historyTab(
                'real_name',
                row.id,
                t('realNameReviews.detail.tabs.history'),
                t('realNameReviews.detail.historyEmpty'),
              ),
            ]}
          />
        </Stack>
      )}
    </ObjectPage>
  );
}
