// A long feedback text (issue 27 §5): 12,000 characters pasted are kept whole, the count says the limit, and the form
// says how much to shorten, instead of a browser maxlength cutting it to 2,000 without a word (STACK gotcha 18).
import { markupWords } from '@platform/ui';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderMarkup } from '../../testing/static-markup.tsx';
import { FeedbackForm } from './feedback-form.tsx';

const LONG = 'x'.repeat(12_000);

await vi.hoisted(async () => {
  const { signedInStorage } = await import('../../testing/signed-in-storage.ts');
  (await import('@platform/ui')).installMemoryStorage(
    signedInStorage(43, [
      ['draft:feedback:43', JSON.stringify({ at: Date.now(), values: { category: '', content: 'x'.repeat(12_000) } })],
    ]),
  );
});

const render = () => renderMarkup(<FeedbackForm />);

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('a feedback text over the limit', () => {
  it('is kept whole, counted, and refused with how much to shorten, in English and Chinese', async () => {
    await i18n.changeLanguage('en');
    const html = render();
    const textarea = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(html);
    expect(textarea?.[0]).not.toMatch(/maxlength/i);
    expect(textarea?.[1]).toBe(LONG);
    const words = markupWords(html);
    expect(words).toContain('12,000 of 2,000 characters');
    expect(words).toContain('10,000 characters too many: shorten it to 2,000 characters to send it.');

    await i18n.changeLanguage('zh');
    const zh = markupWords(render());
    expect(zh).toContain('已输入 12,000 / 2,000 个字符');
    expect(zh).toContain('超出 10,000 个字符');
  });
});
