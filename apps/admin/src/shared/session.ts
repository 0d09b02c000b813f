import { createSessionStore } from '@platform/ui';

/** The operator's session, under its own keys (`admin.token`, `admin.user`) so it never mixes with the trade or portal ones. */
export const session = createSessionStore('admin.');

export const useSession = session;
