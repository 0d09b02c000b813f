import { Alert, Text } from '@mantine/core';
import type { MiningContractView } from '@platform/contracts';
import { trimZeros, useDateFormat, useMessage, useTexts } from '@platform/ui';
import { READABLE_ALERT_TITLE } from '../../lib/readable-alert.ts';
import { MINING } from './texts.ts';

const COLOR = { locating: 'blue', mining: 'teal', paused: 'yellow', success: 'teal', failure: 'red' } as const;

/**
 * What the contract's state means now, in words: when a locating contract starts, when a mining one's next period
 * ends, 'Insufficient energy, stop mining' and the way back for a paused one, and the outcome of an ended one.
 */
export function StateNotice({ contract: c }: { contract: MiningContractView }) {
  const { t } = useTexts(MINING);
  const say = useMessage();
  const { dateTime } = useDateFormat();
  const title =
    c.status === 'paused'
      ? say('miningInsufficientEnergy')
      : c.status === 'success'
        ? say('miningSuccessful')
        : c.status === 'failure'
          ? say('miningFailed')
          : undefined;
  const words =
    c.status === 'locating'
      ? t('state.locating', { date: dateTime(c.startsAt) })
      : c.status === 'mining'
        ? t('state.mining', { date: c.nextPeriodEndsAt ? dateTime(c.nextPeriodEndsAt) : '' })
        : c.status === 'paused'
          ? t('state.paused')
          : c.status === 'success'
            ? t('state.success', { paid: c.periodsPaid, lost: c.periodsLost, mined: trimZeros(c.mined) })
            : t('state.failure', { refunded: trimZeros(c.refunded ?? c.price, 2) });
  return (
    <Alert
      color={COLOR[c.status]}
      variant="light"
      title={title}
      styles={READABLE_ALERT_TITLE}
      role={c.status === 'paused' ? 'alert' : undefined}
      data-testid="mining-state"
      data-status={c.status}
    >
      <Text size="sm">{words}</Text>
    </Alert>
  );
}
