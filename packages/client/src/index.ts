export * from './api-error.ts';
export * from './client.ts';
export { dropNulls, toQueryString } from './params.ts';
