// The spec's state messages as toasts, raised when a contract the user is looking at changes state: a period found
// too little energy ('Insufficient energy, stop mining'), the term completed ('Mining successful') or the product was
// withdrawn before the start ('Mining failed'). What was already so when the screen opened is shown on the screen only.
import type { MiningContractStatus } from '@platform/contracts';
import { toast, useMessage } from '@platform/ui';
import { useEffect, useRef } from 'react';

export function useStatusToasts(contracts: readonly { id: number; status: MiningContractStatus }[] | undefined) {
  const say = useMessage();
  const seen = useRef<Map<number, MiningContractStatus> | null>(null);
  useEffect(() => {
    if (!contracts) return;
    const before = seen.current;
    seen.current = new Map(contracts.map((c) => [c.id, c.status]));
    if (!before) return;
    for (const { id, status } of contracts) {
      const was = before.get(id);
      if (was === undefined || was === status) continue;
      if (status === 'paused') toast.error(say('miningInsufficientEnergy'), { id: `mining-paused-${id}` });
      else if (status === 'success') toast.success(say('miningSuccessful'), { id: `mining-success-${id}` });
      else if (status === 'failure') toast.error(say('miningFailed'), { id: `mining-failure-${id}` });
    }
  }, [contracts, say]);
}
