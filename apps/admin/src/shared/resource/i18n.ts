import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `resource` key: the tools of the signed-in pages' lists and objects (saved filters, the sandbox's mark),
// loaded with the page texts, not with the log-in page.

export const resourceText = defineTexts(english, chinese);
