import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MiningContractDetail } from '@platform/contracts';
import { toast, trimZeros, useShowError, useTexts, WARNING_INK } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { miningKeys, useSettleNext } from './api.ts';
import { MINING } from './texts.ts';

/**
 * Sandbox only, and labelled so: the contract's next period settles now, at that network period's inputs. A paid
 * period is announced with its payout; a lost one by the state change ('Insufficient energy, stop mining').
 */
export function SandboxSettle({ contractId }: { contractId: number }) {
  const { t } = useTexts(MINING);
  const showError = useShowError();
  const queryClient = useQueryClient();
  const settle = useSettleNext(contractId);
  const run = () =>
    settle.mutate(undefined, {
      onSuccess: (detail: MiningContractDetail) => {
        queryClient.setQueryData(miningKeys.contract(contractId), detail);
        const last = detail.settlements.at(-1);
        if (last?.outcome === 'paid')
          toast.success(t('settlements.paidToast', { number: last.number, payout: trimZeros(last.payout, 2) }));
      },
      onError: (error) => showError(error),
    });
  return (
    <Paper
      p="md"
      radius="lg"
      component="section"
      aria-labelledby="mining-sandbox"
      data-testid="mining-sandbox"
      style={{ border: '2px dashed var(--mantine-color-orange-7)', background: 'var(--mantine-color-orange-light)' }}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="filled" color={WARNING_INK} radius="sm">
            {t('sandbox.badge')}
          </Badge>
          <Title order={2} size="h4" id="mining-sandbox">
            {t('sandbox.title')}
          </Title>
        </Group>
        <Text size="sm">{t('sandbox.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={run} loading={settle.isPending}>
            {t('sandbox.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
