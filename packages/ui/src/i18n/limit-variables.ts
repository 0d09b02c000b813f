// The contracts' limits that texts cite by name (`{{passwordMin}}`, `{{followMin}}`…), given to every text: the figure a
// hint states is the one the server enforces, written once.
import { BLOCK_TRADE_MIN_SHARES, FOLLOW_LIMITS, LIMITS } from '@platform/contracts';
import { groupDigits } from '../format/number-format.ts';

export const LIMIT_VARIABLES = {
  passwordMin: LIMITS.passwordMin,
  passwordMax: LIMITS.passwordMax,
  followMin: groupDigits(FOLLOW_LIMITS.minAmount),
  followMax: groupDigits(FOLLOW_LIMITS.maxAmount),
  blockMinShares: groupDigits(BLOCK_TRADE_MIN_SHARES),
};
