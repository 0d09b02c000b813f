import { sessionSocket } from '@platform/ui';
import { useSession } from './session.ts';

/** The portal's one live connection: its inbox's unread count and the news of the cases on screen. */
export const liveSocket = sessionSocket(useSession, { inboxApp: 'portal' });
