import { Stack, Text } from '@mantine/core';
import type { AdminCaseView } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { FileList } from '../../shared/files/file-list.tsx';
import { useRegionName } from '../../shared/localized.ts';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { referenceQueries } from './api.ts';
import { ApplicantName } from './applicant-name.tsx';
import { useDisputeTypeName } from './case-badges.tsx';
import type { ScreenTexts } from './i18n.ts';
import { WrittenText } from './written-text.tsx';

const REAL_NAME_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
type RealNameState = (typeof REAL_NAME_STATES)[number];
const isRealNameState = (state: string): state is RealNameState =>
  (REAL_NAME_STATES as readonly string[]).includes(state);

/** What the applicant filed: the parties, the claim, the account of what happened, and the evidence. */
export function CaseFields({ found }: { found: AdminCaseView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const regionName = useRegionName();
  const disputeTypeName = useDisputeTypeName(useQuery(referenceQueries.disputeTypes()).data);
  const sendTypes = useQuery(referenceQueries.sendTypes()).data;
  const none = t('shared.none');
  const realName = isRealNameState(found.applicant.realNameStatus) ? found.applicant.realNameStatus : 'none';

  return (
    <Stack>
      <SectionCard title={t('cases.detail.summary')}>
        <FieldGrid>
          <Field label={t('cases.detail.applicant')}>
            <ApplicantName applicant={found.applicant} />
          </Field>
          <Field label={t('cases.detail.realName')}>{t(`cases.detail.realNameStates.${realName}`)}</Field>
          <Field label={t('cases.columns.counterparty')}>{found.counterpartyName}</Field>
          <Field label={t('cases.detail.counterpartyWebsite')}>{found.counterpartyWebsite ?? none}</Field>
          <Field label={t('cases.detail.counterpartyContact')}>{found.counterpartyContact ?? none}</Field>
          <Field label={t('cases.columns.disputeType')}>{disputeTypeName(found.disputeType)}</Field>
          <Field label={t('cases.columns.amount')} mono>
            {found.amount} {found.currency}
          </Field>
          <Field label={t('cases.detail.country')}>{regionName(found.country)}</Field>
          <Field label={t('cases.detail.sendType')}>
            {sendTypes?.find((s) => s.dictValue === found.sendType)?.dictLabel ?? found.sendType}
          </Field>
          <Field label={t('cases.detail.incidentDate')}>{found.incidentDate ?? none}</Field>
          <Field label={t('cases.columns.createdAt')}>{formatDateTime(found.createdAt)}</Field>
          {found.statusReason ? <Field label={t('cases.detail.statusReason')}>{found.statusReason}</Field> : null}
        </FieldGrid>
        <WrittenText label={t('cases.detail.description')}>{found.description}</WrittenText>
      </SectionCard>
      <SectionCard title={t('cases.detail.evidence')}>
        <FileList files={found.evidence} label={t('cases.detail.evidenceList')} />
        {found.evidence.length > 0 ? (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }} data-testid="shared-evidence">
            {found.sharedEvidence.length === 0
              ? t('cases.respondent.noSharedEvidence')
              : t('cases.respondent.sharedEvidence', {
                  names: found.evidence
                    .filter((file) => found.sharedEvidence.includes(file.path))
                    .map((file) => file.name ?? file.path.split('/').pop())
                    .join(', '),
                })}
          </Text>
        ) : null}
      </SectionCard>
    </Stack>
  );
}
