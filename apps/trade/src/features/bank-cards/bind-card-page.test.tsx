// The bind-card form as it renders (server-side, no DOM), in English and Chinese (issue 27 §3): once the identity is
// verified, the account name field says the card must be in the verified name and names it; before, it asks for the
// user's own name. The refusal itself is the contract's message (money rules test) and the server's (API test).
import { MantineProvider } from '@mantine/core';
import type { RealInfoView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { realInfoQuery } from '../../lib/identity/api.ts';
import { BindCardPage } from './bind-card-page.tsx';

vi.hoisted(() => {
  const stored = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as Storage;
});

afterAll(() => i18n.changeLanguage('en'));

async function render(language: 'en' | 'zh', info: RealInfoView) {
  await i18n.changeLanguage(language);
  const client = new QueryClient();
  client.setQueryData(realInfoQuery().queryKey, info);
  return markupWords(
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <BindCardPage />
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    ),
  );
}

const verified = {
  status: 'approved',
  submission: { fullName: 'Ada Lovelace' },
} as RealInfoView;

describe('the bind-card form and the verified name', () => {
  it('names the verified name the card must be in', async () => {
    expect(await render('en', verified)).toContain('Must be the name verified on your identity: Ada Lovelace');
    expect(await render('zh', verified)).toContain('须为您实名认证的姓名：Ada Lovelace');
  });

  it('asks for the user’s own name before the identity is verified', async () => {
    const words = await render('en', { status: 'none', submission: null });
    expect(words).toContain('once your identity is verified, the card must be in that name');
    expect(words).not.toContain('Ada Lovelace');
  });
});
