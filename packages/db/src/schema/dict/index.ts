export * from './dict-entries.ts';
