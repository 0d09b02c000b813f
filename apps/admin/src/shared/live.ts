import { sessionSocket } from '@platform/ui';
import { session } from './session.ts';

/** The back office's one live connection: the news of the queues, catalogues and cases on screen. */
export const liveSocket = sessionSocket(session);
