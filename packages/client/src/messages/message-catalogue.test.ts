import { MESSAGES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { loadMessages, MESSAGES_EN, messageIn } from './message-catalogue.ts';

describe('the message catalogue in the browser', () => {
  it('has every English text at once, and answers in English until the Chinese texts are in', async () => {
    expect(Object.keys(MESSAGES_EN)).toEqual(Object.keys(MESSAGES));
    expect(messageIn('networkError', 'zh')).toBe(MESSAGES.networkError.en);
    const chinese = await loadMessages('zh');
    expect(chinese.networkError).toBe(MESSAGES.networkError.zh);
    expect(messageIn('networkError', 'zh')).toBe(MESSAGES.networkError.zh);
    expect(messageIn('networkError', 'en')).toBe(MESSAGES.networkError.en);
    expect(await loadMessages('en')).toBe(MESSAGES_EN);
  });
});
