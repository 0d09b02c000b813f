export * from './contracts.ts';
export * from './network.ts';
export * from './products.ts';
