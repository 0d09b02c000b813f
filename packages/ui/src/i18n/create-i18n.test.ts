import { MESSAGES, STORAGE_KEYS } from '@platform/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';

const app = { en: { title: 'Title' }, zh: { title: '标题' } };

/** Once the catalogue the instance asked for as it started is in. */
const catalogueIn = (i18n: ReturnType<typeof createI18n>) => i18n.loadNamespaces('messages');

describe('createI18n: ready at once, the message catalogue fetched as the app starts and in Chinese when needed', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts in English at once, shared texts and all, and has the catalogue once it is fetched', async () => {
    const i18n = createI18n(app);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('title')).toBe('Title');
    expect(i18n.t('common:loginExpired')).toBe(MESSAGES.loginExpired.en);
    expect(i18n.t('common:sizeExceeded', { size: 5 })).toBe('The size cannot exceed 5M');
    await catalogueIn(i18n);
    expect(i18n.hasLoadedNamespace('messages')).toBe(true);
    expect(i18n.t('messages:enterEmail')).toBe(MESSAGES.enterEmail.en);
    expect(i18n.hasResourceBundle('zh', 'messages')).toBe(false);
  });

  it('switches to Chinese only once the Chinese catalogue is in, then shows it everywhere', async () => {
    const i18n = createI18n(app);
    await catalogueIn(i18n);
    const switched = i18n.changeLanguage('zh');
    expect(i18n.language).toBe('en'); // still English while the texts load: never a key, never half and half
    await switched;
    expect(i18n.language).toBe('zh');
    expect(i18n.t('title')).toBe('标题');
    expect(i18n.t('messages:enterEmail')).toBe(MESSAGES.enterEmail.zh);
    expect(i18n.t('common:loginExpired')).toBe(MESSAGES.loginExpired.zh);
    expect(i18n.t('common:sizeExceeded', { size: 5 })).toBe('大小不能超过5M');
    expect(stored.get(STORAGE_KEYS.language)).toBe('zh');
  });

  it('starting in a stored Chinese, shows its own texts at once and the catalogue once the Chinese one is in', async () => {
    stored.set(STORAGE_KEYS.language, 'zh');
    const i18n = createI18n(app);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('title')).toBe('标题');
    expect(i18n.t('common:networkError')).toBe(MESSAGES.networkError.zh);
    expect(i18n.hasLoadedNamespace('messages')).toBe(false); // a screen that reads it waits: never a key
    await catalogueIn(i18n);
    expect(i18n.hasLoadedNamespace('messages')).toBe(true);
    expect(i18n.t('messages:loginFailed')).toBe(MESSAGES.loginFailed.zh);
  });
});
