// One language's column of the contracts' message catalogue (MESSAGES holds both languages side by side).
import type { Language, MESSAGES, MessageKey } from '@platform/contracts';

export type MessageTexts = Record<MessageKey, string>;

/** Every catalogue message in one language, by key. */
export const catalogueOf = (messages: typeof MESSAGES, language: Language): MessageTexts =>
  Object.fromEntries(Object.entries(messages).map(([key, texts]) => [key, texts[language]])) as MessageTexts;
