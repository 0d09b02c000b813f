import { defineTexts } from '@platform/ui';
import type { FeatureTexts } from '../../shared/texts.ts';
import { agreementText } from './agreement-i18n.ts';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';
import { respondentText } from './respondent-i18n.ts';
import { threadText } from './thread-i18n.ts';

export const casesText = defineTexts(
  { ...english, agreement: agreementText.en, respondent: respondentText.en, thread: threadText.en },
  { ...chinese, agreement: agreementText.zh, respondent: respondentText.zh, thread: threadText.zh },
);

/** This feature's texts as its screens read them (shared/texts.ts). */
export type ScreenTexts = FeatureTexts<'cases', typeof casesText>;
