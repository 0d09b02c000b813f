// Texts of the case page's Respondent section (issue 15 §1), kept beside i18n.ts under `cases.respondent`.
import { defineTexts } from '@platform/ui';
import english from './respondent-i18n.en.json';
import chinese from './respondent-i18n.zh.json';

export const respondentText = defineTexts(english, chinese);
