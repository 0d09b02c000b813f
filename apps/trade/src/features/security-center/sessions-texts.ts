import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './sessions-texts.en.json';
import chinese from './sessions-texts.zh.json';

/** The devices page's frame; the list's own words are the shared `sessions` texts (@platform/ui). */
export const SECURITY_SESSIONS = featureTexts('securitySessions', defineTexts(english, chinese));
