// The catalogue's English texts: loaded on demand (message-catalogue.ts) once the app has started, in a chunk of their
// own. In the apps' builds this module is replaced by its computed value (build/message-catalogue-plugin.ts), so the
// Chinese column does not come along; elsewhere (tests, the dev server) it is computed from @platform/contracts.
import { MESSAGES } from '@platform/contracts';
import { catalogueOf } from './catalogue-of.ts';

export const MESSAGES_EN = catalogueOf(MESSAGES, 'en');
