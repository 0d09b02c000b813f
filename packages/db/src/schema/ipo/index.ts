export * from './offerings.ts';
export * from './subscriptions.ts';
