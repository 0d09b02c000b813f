export * from './accounts.ts';
export * from './deposits.ts';
export * from './entries.ts';
export * from './idempotency.ts';
export * from './transfers.ts';
export * from './withdrawals.ts';
