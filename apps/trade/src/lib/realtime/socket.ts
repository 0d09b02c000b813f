import { sessionSocket } from '@platform/ui';
import { useSession } from '../session.ts';

/** The trade app's one live connection: quotes, trading and inbox news, catalogues. */
export const marketSocket = sessionSocket(useSession);
