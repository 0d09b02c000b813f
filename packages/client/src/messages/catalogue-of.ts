// One language's column of the contracts' message catalogue (MESSAGES holds both languages side by side), and the few
// messages every app needs before its catalogue is in.
import type { Language, MESSAGES, MessageKey } from '@platform/contracts';

export type MessageTexts = Record<MessageKey, string>;

/** Every catalogue message in one language, by key. */
export const catalogueOf = (messages: typeof MESSAGES, language: Language): MessageTexts =>
  Object.fromEntries(Object.entries(messages).map(([key, texts]) => [key, texts[language]])) as MessageTexts;

/**
 * The messages wanted before the catalogue's chunk is in: the HTTP client's own (a call may fail before it is) and
 * those the shared texts repeat (@platform/ui's `common`), so the first paint never waits for the catalogue.
 */
export const FIRST_LOAD_MESSAGE_KEYS = [
  'success',
  'loginExpired',
  'networkError',
  'internalError',
  'notFound',
  'uploadFail',
  'fileTooLarge',
] as const satisfies readonly MessageKey[];

export type FirstLoadMessageKey = (typeof FIRST_LOAD_MESSAGE_KEYS)[number];
export type FirstLoadMessages = Record<Language, Record<FirstLoadMessageKey, string>>;

/** The first-load messages in both languages. */
export const firstLoadOf = (messages: typeof MESSAGES): FirstLoadMessages => {
  const pick = (language: Language) =>
    Object.fromEntries(FIRST_LOAD_MESSAGE_KEYS.map((key) => [key, messages[key][language]])) as Record<
      FirstLoadMessageKey,
      string
    >;
  return { en: pick('en'), zh: pick('zh') };
};
