export * from './stored-files.ts';
