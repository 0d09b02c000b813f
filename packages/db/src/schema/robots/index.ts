export * from './positions.ts';
export * from './products.ts';
export * from './robots.ts';
