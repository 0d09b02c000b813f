import { describe, expect, it } from 'vitest';
import { htmlLang, intlLocale, localeOf } from './locale.ts';

describe('locales', () => {
  it('maps each language to its page, Intl and widget locale', () => {
    expect([htmlLang('en'), intlLocale('en'), localeOf('en').chatWidget]).toEqual(['en', 'en-GB', 'en']);
    expect([htmlLang('zh'), intlLocale('zh'), localeOf('zh').chatWidget]).toEqual(['zh-CN', 'zh-CN', 'zh_CN']);
  });

  it('reads anything else as English, the fallback', () => {
    expect(intlLocale('fr')).toBe('en-GB');
    expect(htmlLang('')).toBe('en');
  });
});
