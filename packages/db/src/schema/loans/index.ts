export * from './instalments.ts';
export * from './loans.ts';
export * from './products.ts';
export * from './settings.ts';
