// The security center's status as the trade screens' tests answer it: a trader whose transaction password is set and
// not locked. A test changes what it is about (`{ ...PASSWORD_SET, tradePasswordSet: false }`).
import type { SecurityStatusView } from '@platform/contracts';

export const PASSWORD_SET: SecurityStatusView = {
  email: 'trader@example.com',
  tradePasswordSet: true,
  tradePasswordLockedUntil: null,
  tradePasswordAttemptsLeft: 5,
  maxAttempts: 5,
  lockMinutes: 30,
};
