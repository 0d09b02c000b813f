export * from './announcements.ts';
export * from './messages.ts';
