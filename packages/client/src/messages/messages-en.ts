// The catalogue's English texts: part of every app's first load. In the apps' builds this module is replaced by its
// computed value (build/message-catalogue-plugin.ts), so the Chinese column does not come along; elsewhere (tests,
// the dev server) it is computed from @platform/contracts as written here.
import { MESSAGES } from '@platform/contracts';
import { catalogueOf } from './catalogue-of.ts';

export const MESSAGES_EN = catalogueOf(MESSAGES, 'en');
