import { Alert, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ID_TYPE_LABELS, type RealInfoView, type RealNameState } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { countriesQuery, countryName } from '../../lib/dict.ts';
import { fileUrl, useFormat } from '../../lib/format.ts';
import { realInfoQuery } from '../../lib/realname.ts';
import { Page } from '../../lib/ui/page.tsx';
import { type Tone, ToneBadge } from '../../lib/ui/tone-badge.tsx';
import { usePrivateFile } from '../../lib/use-private-file.ts';
import { RealNameForm } from './realname-form.tsx';
import { REALNAME } from './texts.ts';

const STATUS_TONE: Record<RealNameState, Tone> = {
  none: 'neutral',
  pending: 'warn',
  approved: 'good',
  rejected: 'bad',
};

/** `/realname`: the verification status from GET /api/getRealInfo, and the form when there is something to submit. */
export function RealNamePage() {
  const { t } = useTexts(REALNAME);
  const query = useQuery(realInfoQuery());
  const status = query.data?.status;
  return (
    <Page
      title={t('title')}
      intro={t('intro')}
      size="md"
      aside={
        status && (
          <ToneBadge size="lg" tone={STATUS_TONE[status]} data-testid="realname-status">
            {t(`status.${status}`)}
          </ToneBadge>
        )
      }
    >
      <QueryState query={query}>{(info) => <VerificationState info={info} />}</QueryState>
    </Page>
  );
}

function VerificationState({ info }: { info: RealInfoView }) {
  const { t } = useTexts(REALNAME);
  const format = useFormat();
  const [resubmitting, setResubmitting] = useState(false);
  const { submission } = info;

  if (info.status === 'none' || !submission) {
    return (
      <Stack gap="lg">
        <Text>{t('noneBody')}</Text>
        <RealNameForm />
      </Stack>
    );
  }
  if (info.status === 'rejected' && resubmitting) return <RealNameForm onDone={() => setResubmitting(false)} />;

  return (
    <Stack gap="lg">
      {info.status === 'pending' && <Text>{t('pendingBody', { date: format.dateTime(submission.submittedAt) })}</Text>}
      {info.status === 'approved' && <Text>{t('approvedBody', { date: format.dateTime(submission.reviewedAt) })}</Text>}
      {info.status === 'rejected' && (
        <Alert color="red" variant="light" title={t('rejectedBody', { date: format.dateTime(submission.reviewedAt) })}>
          <Text size="sm">
            <strong>{t('reason')}:</strong> {submission.rejectReason}
          </Text>
          <Button mt="md" onClick={() => setResubmitting(true)}>
            {t('resubmit')}
          </Button>
        </Alert>
      )}
      <Submitted info={info} />
    </Stack>
  );
}

function Submitted({ info }: { info: RealInfoView }) {
  const { t } = useTexts(REALNAME);
  const format = useFormat();
  const countries = useQuery(countriesQuery());
  const submission = info.submission!;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="realname-submitted">
      <Title order={2} size="h4" id="realname-submitted" mb="sm">
        {t('submitted')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Text size="sm">
          {t('fullName')}: <strong>{submission.fullName}</strong>
        </Text>
        <Text size="sm">
          {t('idType')}: <strong>{format.label(ID_TYPE_LABELS, submission.idType)}</strong>
        </Text>
        <Text size="sm">
          {t('idNumber')}: <strong>{submission.idNumberMasked}</strong>
        </Text>
        <Text size="sm">
          {t('country')}: <strong>{countryName(countries.data, submission.country, format.language)}</strong>
        </Text>
      </SimpleGrid>
      <Group mt="md" gap="md" align="flex-start">
        <DocumentImage path={submission.frontImage.path} alt={t('front')} />
        {submission.backImage && <DocumentImage path={submission.backImage.path} alt={t('back')} />}
      </Group>
    </Paper>
  );
}

/** A private image, fetched with the token. */
function DocumentImage({ path, alt }: { path: string; alt: string }) {
  const src = usePrivateFile(api, fileUrl(path));
  return (
    <figure style={{ margin: 0 }}>
      {src && <Image src={src} alt={alt} h={120} w="auto" radius="sm" />}
      <Text component="figcaption" size="xs" c="dimmed">
        {alt}
      </Text>
    </figure>
  );
}
