// A long feedback text (issue 27 §5): 12,000 characters pasted are kept whole, the count says the limit, and the form
// says how much to shorten, instead of a browser maxlength cutting it to 2,000 without a word (STACK gotcha 18).
import { MantineProvider } from '@mantine/core';
import { markupWords } from '@platform/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { FeedbackForm } from './feedback-form.tsx';

const LONG = 'x'.repeat(12_000);

await vi.hoisted(async () =>
  (await import('@platform/ui')).installMemoryStorage([
    ['token', 'token-43'],
    [
      'user',
      JSON.stringify({
        userId: 43,
        username: null,
        email: 'u43@example.com',
        inviteCode: null,
        invitedBy: null,
        language: 'en',
        roles: [],
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    ],
    ['draft:feedback:43', JSON.stringify({ at: Date.now(), values: { category: '', content: 'x'.repeat(12_000) } })],
  ]),
);

const render = () =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <FeedbackForm />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );

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
