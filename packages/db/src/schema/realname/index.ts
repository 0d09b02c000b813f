export * from './real-name-submissions.ts';
