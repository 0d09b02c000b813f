// The contracts' limits that texts cite by name (`{{passwordMin}}`…), given to every text: the figure a hint states is
// the one the server enforces, written once. Only limits.ts's: a feature's own limits (a follow order's range, a block
// order's minimum) are passed by its screens, so their contracts stay off every app's first load.
import { LIMITS } from '@platform/contracts';

export const LIMIT_VARIABLES = {
  passwordMin: LIMITS.passwordMin,
  passwordMax: LIMITS.passwordMax,
};
