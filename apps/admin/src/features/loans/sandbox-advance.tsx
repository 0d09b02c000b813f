import { Button, Group, NumberInput } from '@mantine/core';
import { LOAN_LIMITS } from '@platform/contracts';
import { toast, useMessage } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonDialog } from '../../shared/reason-dialog.tsx';
import { useHasRole } from '../../shared/role-gate.tsx';
import { SandboxCard } from '../../shared/sandbox.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { loansOptionsQuery, useSandboxAdvance } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/**
 * The sandbox's shortcut through time, shown to admins only when the server runs as a sandbox: the loan's dates come
 * some days closer, as if they had passed, and what fell due is collected from the funding account or goes overdue.
 * It asks for a confirmation and the reason first.
 */
export function SandboxAdvance({ loanId }: { loanId: number }) {
  const isAdmin = useHasRole(['admin']);
  const options = useQuery({ ...loansOptionsQuery(), enabled: isAdmin });
  if (!isAdmin || !options.data?.sandbox) return null;
  return <AdvanceCard loanId={loanId} />;
}

const validDays = (days: number | string) =>
  typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= LOAN_LIMITS.maxSandboxDays;

function AdvanceCard({ loanId }: { loanId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
  const message = useMessage();
  const advance = useSandboxAdvance();
  const [days, setDays] = useState<number | string>(31);
  const [confirming, setConfirming] = useState(false);
  const s = (key: 'title' | 'intro' | 'days' | 'submit' | 'daysHint') => t(`loans.applications.sandbox.${key}`);
  return (
    <SandboxCard title={s('title')} intro={s('intro')}>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={s('days')}
          min={1}
          max={LOAN_LIMITS.maxSandboxDays}
          allowDecimal={false}
          allowNegative={false}
          value={days}
          onChange={setDays}
          error={
            validDays(days) ? undefined : t('loans.applications.sandbox.daysHint', { max: LOAN_LIMITS.maxSandboxDays })
          }
          w={120}
        />
        <Button color="red.8" variant="outline" disabled={!validDays(days)} onClick={() => setConfirming(true)}>
          {s('submit')}
        </Button>
      </Group>
      <ReasonDialog
        opened={confirming}
        danger
        title={t('loans.applications.sandbox.confirmTitle', { id: loanId })}
        content={t('loans.applications.sandbox.confirm', { count: Number(days) })}
        onClose={() => setConfirming(false)}
        onConfirm={async (reason) => {
          await advance.mutateAsync({ id: loanId, days: Number(days), reason });
          toast.success(message('loanDatesMoved'));
        }}
      />
    </SandboxCard>
  );
}
