// After both signed, the applicant says whether the agreed payment arrived (issue 27 §5): only their "yes" settles
// the case. A case closed without a settlement shows the official bodies the home page lists (the same
// OFFICIAL_ROUTES), and the courts.
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type CaseDetailView, mediationApi } from '@platform/contracts';
import { toast, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useFormat } from '../../lib/format.ts';
import { hostOf, OFFICIAL_ROUTES } from '../../lib/official-routes.ts';
import { SETTLEMENT } from './settlement-texts.ts';

const agreementKey = (caseId: number) => ['mediation', 'contract', caseId, 'payment'];

/** The applicant's answer: did the agreed payment arrive? Shown while the case waits on it. */
export function PaymentConfirmation({ detail }: { detail: CaseDetailView }) {
  const { t } = useTexts(SETTLEMENT);
  const format = useFormat();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const waiting = detail.status === 'signed' && detail.next.step === 'confirm_payment';
  const agreement = useQuery({
    queryKey: agreementKey(detail.id),
    queryFn: () => api.call(mediationApi.agreement, { query: { caseId: detail.id } }),
    enabled: waiting,
    staleTime: 10_000,
  });
  const answer = useMutation({
    mutationFn: (received: boolean) => api.call(mediationApi.confirmPayment, { body: { caseId: detail.id, received } }),
    onSuccess: async (view, received) => {
      queryClient.setQueryData(agreementKey(detail.id), view);
      toast.success(t(received ? 'yes' : 'no'));
      await queryClient.invalidateQueries({ queryKey: ['mediation', 'mine'] });
    },
    onError: (error) => showError(error),
  });
  if (!waiting) return null;
  const missingAt = agreement.data?.payment?.missingAt;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="payment-title"
      data-testid="payment-confirm"
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id="payment-title">
          {t('title')}
        </Title>
        <Text size="sm">{t('intro')}</Text>
        {detail.next.deadlineAt && (
          <Text size="sm">{t('deadline', { date: format.date(detail.next.deadlineAt) })}</Text>
        )}
        {missingAt && (
          <Alert color="yellow" variant="light" p="xs">
            {t('missing', { date: format.date(missingAt) })}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={() => answer.mutate(true)} loading={answer.isPending && answer.variables}>
            {t('yes')}
          </Button>
          <Button
            variant="default"
            onClick={() => answer.mutate(false)}
            loading={answer.isPending && !answer.variables}
          >
            {t('no')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Where to turn once a case closed without a settlement: the official bodies the home page lists, and the courts. */
export function WhereNext({ detail }: { detail: CaseDetailView }) {
  const { t } = useTexts(SETTLEMENT);
  if (detail.status !== 'closed_not_settled') return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="where-next" data-testid="where-next">
      <Title order={3} size="h5" id="where-next" mb={4}>
        {t('whereTitle')}
      </Title>
      <Text size="sm" mb="xs">
        {t('whereIntro')}
      </Text>
      <List size="sm" spacing={4}>
        {OFFICIAL_ROUTES.map(({ key, url }) => (
          <List.Item key={key}>
            <Anchor href={url} rel="noreferrer">
              {t(`routes.${key}`)}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed" ff="monospace">
              {hostOf(url)}
            </Text>
          </List.Item>
        ))}
        <List.Item>{t('court')}</List.Item>
      </List>
    </Paper>
  );
}
