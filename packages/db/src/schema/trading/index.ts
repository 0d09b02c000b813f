export * from './orders.ts';
export * from './positions.ts';
export * from './settings.ts';
