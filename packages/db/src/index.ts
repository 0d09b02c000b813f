export * from './client.ts';
export * from './orm.ts';
export * from './schema/index.ts';
