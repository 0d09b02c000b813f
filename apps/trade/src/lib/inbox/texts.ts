// Texts of the inbox: the header's bell and the messages page.
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const INBOX = featureTexts('inbox', defineTexts(english, chinese));
