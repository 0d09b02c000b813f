// The one barrel drizzle-kit reads.
export * from './audit/index.ts';
export * from './block-trading/index.ts';
export * from './content/index.ts';
export * from './dict/index.ts';
export * from './feedback/index.ts';
export * from './files/index.ts';
export * from './identity/index.ts';
export * from './inbox/index.ts';
export * from './jobs/index.ts';
export * from './ledger/index.ts';
export * from './mail/index.ts';
export * from './market/index.ts';
export * from './mediation/index.ts';
export * from './realname/index.ts';
export * from './support/index.ts';
export * from './trading/index.ts';
export * from './wallet/index.ts';
