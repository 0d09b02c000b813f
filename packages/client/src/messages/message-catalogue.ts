// The contracts' message catalogue in the browser: English at once, Chinese fetched the first time it is needed, so
// an app's first load carries one language. i18n (@platform/ui) and the HTTP client read it from here.
import type { MessageKey } from '@platform/contracts';
import type { MessageTexts } from './catalogue-of.ts';
import { MESSAGES_EN } from './messages-en.ts';

export type { MessageTexts };
export { MESSAGES_EN };

let chinese: MessageTexts | null = null;
let loadingChinese: Promise<MessageTexts> | null = null;

/** The catalogue in `language` (English for any language but Chinese), fetching the Chinese texts once. */
export function loadMessages(language: string): Promise<MessageTexts> {
  if (language !== 'zh') return Promise.resolve(MESSAGES_EN);
  if (chinese) return Promise.resolve(chinese);
  loadingChinese ??= import('./messages-zh.ts').then(
    (module) => (chinese = module.MESSAGES_ZH),
    (error: unknown) => {
      loadingChinese = null; // offline: the next call tries again
      throw error;
    },
  );
  return loadingChinese;
}

/** A message in `language` if that language's texts are here, else in English (the apps' fallback language). */
export function messageIn(key: MessageKey, language: string): string {
  return (language === 'zh' ? chinese?.[key] : undefined) ?? MESSAGES_EN[key];
}
