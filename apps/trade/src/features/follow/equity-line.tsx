import type { FollowInstitutionDetail } from '@platform/contracts';
import { groupDigits, useDateFormat, useTexts } from '@platform/ui';
import { EquityLine as Line } from '../../lib/chart/equity-line.tsx';
import { FOLLOW } from './texts.ts';

/** The institution's equity marks as a line, with its first and last marks written out beneath it. */
export function EquityLine({ points }: { points: FollowInstitutionDetail['equity'] }) {
  const { t } = useTexts(FOLLOW);
  const { date, dateTime } = useDateFormat();
  return (
    <Line
      points={points}
      height={160}
      testId="follow-equity-line"
      empty={t('equityEmpty')}
      at={date}
      label={(first, last) =>
        t('equityLine', {
          from: dateTime(first.at),
          to: dateTime(last.at),
          first: groupDigits(first.equity),
          last: groupDigits(last.equity),
          count: points.length,
        })
      }
    />
  );
}
