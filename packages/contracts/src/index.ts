export * from './admin.ts';
export * from './dict.ts';
export * from './envelope.ts';
export * from './files.ts';
export * from './identity.ts';
export * from './limits.ts';
export * from './market.ts';
export * from './messages.ts';
export { z } from './zod.ts';
