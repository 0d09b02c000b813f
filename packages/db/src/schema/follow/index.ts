export * from './institutions.ts';
export * from './orders.ts';
