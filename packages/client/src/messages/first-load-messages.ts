// The few catalogue messages in every app's first load, in both languages (catalogue-of.ts says which). In the apps'
// builds this module is replaced by its computed value (build/message-catalogue-plugin.ts), so the catalogue does not
// come along; elsewhere (tests, the dev server) it is computed from @platform/contracts as written here.
import { MESSAGES } from '@platform/contracts';
import { firstLoadOf } from './catalogue-of.ts';

export const FIRST_LOAD_MESSAGES = firstLoadOf(MESSAGES);
