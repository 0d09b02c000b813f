import type { MiningContractView } from '@platform/contracts';
import type { TranslateIn } from '@platform/ui';
import { Amount, groupDigits, trimZeros, useDateFormat, useTexts } from '@platform/ui';
import { type Figure, FigureList, MineCard } from '../../lib/product/index.ts';
import { StateNotice } from './state-notice.tsx';
import { StatusBadge } from './status-badge.tsx';
import { MINING } from './texts.ts';

/** The date the list shows for a contract: its start while locating, its next period while running, or its end. */
function when(c: MiningContractView, t: TranslateIn<typeof MINING>, dateTime: (iso: string) => string): Figure | null {
  if (c.status === 'locating') return ['startsAt', t('contracts.startsAt'), dateTime(c.startsAt)];
  if (c.nextPeriodEndsAt) return ['nextPeriodEndsAt', t('contracts.nextPeriodEndsAt'), dateTime(c.nextPeriodEndsAt)];
  return c.endedAt ? ['endedAt', t('contracts.endedAt'), dateTime(c.endedAt)] : null;
}

/** What a contract has come to so far: its periods (settled, paid, lost), what it mined and the electricity it paid. */
export function totalsFigures(c: MiningContractView, t: TranslateIn<typeof MINING>): Figure[] {
  const periods = t('contracts.periodsWords', {
    settled: c.periodsSettled,
    total: c.periodsInTerm,
    paid: c.periodsPaid,
    lost: c.periodsLost,
  });
  return [
    ['periods', t('contracts.periods'), periods],
    ['mined', t('contracts.mined'), `${trimZeros(c.mined, 2)} ${c.coin}`],
    ['electricityPaid', t('contracts.electricityPaid'), <Amount key="e" value={c.electricityPaid} currency="USDT" />],
  ];
}

/** One of the user's contracts: its state (a paused one says 'Insufficient energy, stop mining'), periods and totals. */
export function ContractCard({ contract: c }: { contract: MiningContractView }) {
  const { t } = useTexts(MINING);
  const { dateTime } = useDateFormat();
  const titleId = `mining-contract-${c.id}`;
  return (
    <MineCard
      titleId={titleId}
      to={`/mining/${c.id}`}
      title={t('contracts.open', { id: c.id, name: c.productName })}
      badge={<StatusBadge status={c.status} />}
      data-testid={`mining-contract-${c.id}`}
      data-status={c.status}
    >
      {c.status === 'mining' ? null : <StateNotice contract={c} />}
      <FigureList
        prefix="mining"
        tabular
        wide={3}
        figures={[
          ['hashRate', t('contracts.hashRate'), `${groupDigits(c.hashRate)} TH/s`],
          ...totalsFigures(c, t),
          when(c, t, dateTime),
        ]}
      />
    </MineCard>
  );
}
