export * from './applications.ts';
export * from './offers.ts';
