import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './messages-texts.en.json';
import chinese from './messages-texts.zh.json';

/** The Messages tab's words (the messages themselves are INBOX_TEXTS, in contracts). */
export const INBOX_TAB = featureTexts('profileMessages', defineTexts(english, chinese));
