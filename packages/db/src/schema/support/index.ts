export * from './conversations.ts';
export * from './messages.ts';
