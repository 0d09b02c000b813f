import { MESSAGES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_MESSAGES, loadMessages, messageIn } from './message-catalogue.ts';

describe('the message catalogue in the browser', () => {
  it('fetches each language once, whole', async () => {
    const english = await loadMessages('en');
    expect(Object.keys(english)).toEqual(Object.keys(MESSAGES));
    expect(english.loginFailed).toBe(MESSAGES.loginFailed.en);
    expect(await loadMessages('fr')).toBe(english);
    const chinese = await loadMessages('zh');
    expect(chinese.loginFailed).toBe(MESSAGES.loginFailed.zh);
    expect(await loadMessages('zh')).toBe(chinese);
  });

  it('has the first-load messages in both languages from the start', () => {
    expect(messageIn('networkError', 'zh')).toBe(MESSAGES.networkError.zh);
    expect(messageIn('networkError', 'en')).toBe(MESSAGES.networkError.en);
    expect(messageIn('loginExpired', 'fr')).toBe(MESSAGES.loginExpired.en);
    for (const language of ['en', 'zh'] as const) {
      for (const [key, text] of Object.entries(FIRST_LOAD_MESSAGES[language])) {
        expect(text).toBe(MESSAGES[key as keyof typeof MESSAGES][language]);
      }
    }
  });
});
