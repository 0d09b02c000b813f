// The contracts' message catalogue in the browser: each language fetched the first time it is needed (English as the
// app starts, Chinese when it turns Chinese), so no app's first load carries the catalogue; only the few messages
// needed before it is in come with the first load (FIRST_LOAD_MESSAGES). i18n (@platform/ui) and the HTTP client read
// it from here.
import type { Language } from '@platform/contracts';
import type { FirstLoadMessageKey, MessageTexts } from './catalogue-of.ts';
import { FIRST_LOAD_MESSAGES } from './first-load-messages.ts';

export type { FirstLoadMessageKey, MessageTexts };
export { FIRST_LOAD_MESSAGES };

const loaders: Record<Language, () => Promise<MessageTexts>> = {
  en: () => import('./messages-en.ts').then((module) => module.MESSAGES_EN),
  zh: () => import('./messages-zh.ts').then((module) => module.MESSAGES_ZH),
};
const loading = new Map<Language, Promise<MessageTexts>>();

/** The catalogue in `language` (English for any language but Chinese), fetched once per language. */
export function loadMessages(language: string): Promise<MessageTexts> {
  const wanted: Language = language === 'zh' ? 'zh' : 'en';
  let texts = loading.get(wanted);
  if (!texts) {
    texts = loaders[wanted]().catch((error: unknown) => {
      loading.delete(wanted); // offline: the next call tries again
      throw error;
    });
    loading.set(wanted, texts);
  }
  return texts;
}

/** One of the first-load messages in `language` (English for any language but Chinese), there from the start. */
export const messageIn = (key: FirstLoadMessageKey, language: string): string =>
  FIRST_LOAD_MESSAGES[language === 'zh' ? 'zh' : 'en'][key];
