import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `audit` key: shared by the audit log page and the audit sections of detail pages.

export const auditText = defineTexts(english, chinese);
