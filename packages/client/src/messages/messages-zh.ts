// The catalogue's Chinese texts: loaded on demand (message-catalogue.ts) when the app turns Chinese, in a chunk of
// their own. In the apps' builds this module is replaced by its computed value (build/message-catalogue-plugin.ts).
import { MESSAGES } from '@platform/contracts';
import { catalogueOf } from './catalogue-of.ts';

export const MESSAGES_ZH = catalogueOf(MESSAGES, 'zh');
