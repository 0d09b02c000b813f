export * from './outbox.ts';
