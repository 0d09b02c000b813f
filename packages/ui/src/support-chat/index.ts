export * from './chat-image.tsx';
export * from './composer.tsx';
export * from './message-list.tsx';
export * from './support-launcher.tsx';
export * from './support-socket.ts';
export * from './texts.ts';
export * from './use-support-chat.ts';
