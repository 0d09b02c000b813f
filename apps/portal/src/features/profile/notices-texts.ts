import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';
import english from './notices-texts.en.json';
import chinese from './notices-texts.zh.json';

/** The Notifications tab's words: one plain label per kind of case notice (CASE_NOTICE_KINDS). */
export const NOTICES = featureTexts('profileNotices', defineTexts(english, chinese));
