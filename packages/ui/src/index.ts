export * from './feedback/confirm.tsx';
export * from './feedback/toast.ts';
export * from './i18n/common.ts';
export * from './i18n/create-i18n.ts';
export * from './providers.tsx';
export * from './session/session-store.ts';
export * from './theme.ts';
