export * from './api-error.ts';
export * from './client.ts';
export * from './messages/message-catalogue.ts';
export { dropNulls, toQueryString } from './params.ts';
