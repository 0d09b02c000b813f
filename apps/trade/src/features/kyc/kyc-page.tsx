// /kyc: the user's identity verification, as it stands: the form (nothing sent yet, or "Try again" after a refusal),
// under review (up to 24 hours, the result in the inbox), verified, or unsuccessful with the reviewer's reason.
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { countryName, KYC_REVIEW_HOURS, type RealInfoView } from '@platform/contracts';
import { QueryState, useDateFormat, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { countriesQuery, realInfoQuery } from '../../lib/identity/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { KycForm } from './kyc-form.tsx';
import { KYC } from './texts.ts';

function Submitted({ submission }: { submission: NonNullable<RealInfoView['submission']> }) {
  const { t, i18n } = useTexts(KYC);
  const countries = useQuery(countriesQuery());
  return (
    <Text size="sm" c="dimmed" data-testid="kyc-submitted">
      {t('submittedAs', {
        name: submission.fullName,
        document: submission.idType === 'passport' ? t('passport') : t('idCard'),
        number: submission.idNumberMasked,
        country: countryName(countries.data, submission.country, i18n.language.startsWith('zh') ? 'zh' : 'en'),
      })}
    </Text>
  );
}

const STATE_COLOR = { pending: 'blue', approved: 'teal', rejected: 'red' } as const;

/** Where a sent verification stands: what it means (`children`), what was sent, and `action` (try again). */
function StateAlert({
  state,
  submission,
  action,
  children,
}: {
  state: keyof typeof STATE_COLOR;
  submission: NonNullable<RealInfoView['submission']>;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTexts(KYC);
  return (
    <Alert
      color={STATE_COLOR[state]}
      variant="light"
      styles={READABLE_ALERT_TITLE}
      title={t(`${state}Title`)}
      data-testid="kyc-state"
      data-state={state}
    >
      <Stack gap={action ? 'xs' : 4} align={action ? 'flex-start' : undefined}>
        <Text size="sm">{children}</Text>
        <Submitted submission={submission} />
        {action}
      </Stack>
    </Alert>
  );
}

function KycState({ info }: { info: RealInfoView }) {
  const { t } = useTexts(KYC);
  const when = useDateFormat().dateTime;
  const [retrying, setRetrying] = useState(false);
  const { submission } = info;
  if (info.status === 'none' || !submission || retrying) {
    const names = submission?.firstName
      ? { firstName: submission.firstName, lastName: submission.lastName ?? '' }
      : undefined;
    return (
      <Paper p="md" radius="lg" withBorder>
        <KycForm names={names} />
      </Paper>
    );
  }
  if (info.status === 'pending')
    return (
      <StateAlert state="pending" submission={submission}>
        {t('pendingBody', { time: when(submission.submittedAt), hours: KYC_REVIEW_HOURS })}
      </StateAlert>
    );
  if (info.status === 'approved')
    return (
      <StateAlert state="approved" submission={submission}>
        {t('approvedBody', { time: when(submission.reviewedAt ?? submission.submittedAt) })}
      </StateAlert>
    );
  return (
    <StateAlert
      state="rejected"
      submission={submission}
      action={
        <Button size="sm" onClick={() => setRetrying(true)}>
          {t('tryAgain')}
        </Button>
      }
    >
      {t('rejectedBody', { reason: submission.rejectReason ?? '' })}
    </StateAlert>
  );
}

export function KycPage() {
  const { t } = useTexts(KYC);
  usePageTitle(t('title'));
  const info = useQuery(realInfoQuery());
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }} maw={720}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text size="sm">{t('intro', { hours: KYC_REVIEW_HOURS })}</Text>
      <QueryState query={info}>{(data) => <KycState key={data.submission?.id ?? 0} info={data} />}</QueryState>
    </Stack>
  );
}
