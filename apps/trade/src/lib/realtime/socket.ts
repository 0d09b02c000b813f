import { sessionSocket } from '@platform/ui';
import { useSession } from '../session.ts';
import { createDepthFeed } from './depth-feed.ts';

/** Level-2 depth and tape, on the same connection as everything else (see depth-feed.ts). */
export const depthFeed = createDepthFeed();

/** The trade app's one live connection: quotes, trading and inbox news, catalogues. */
export const marketSocket = sessionSocket(useSession, { createSocket: depthFeed.open });
