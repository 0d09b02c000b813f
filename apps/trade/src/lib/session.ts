import { createSessionStore } from '@platform/ui';

/** The trade app's session, under its own local-storage keys (`trade.token`, `trade.user`). */
export const useSession = createSessionStore('trade.');
