export * from './email-codes.ts';
export * from './invite-codes.ts';
export * from './login-failures.ts';
export * from './sessions.ts';
export * from './two-factor.ts';
export * from './users.ts';
