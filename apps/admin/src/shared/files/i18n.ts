import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `storedFiles` key: the evidence, attachments and images that the back office shows or uploads.

export const storedFilesText = defineTexts(english, chinese);
