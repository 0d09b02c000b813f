export * from './payout-wallets.ts';
