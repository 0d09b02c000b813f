export * from './feedback.ts';
