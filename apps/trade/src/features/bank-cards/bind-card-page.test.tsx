// The bind-card form as it renders (server-side, no DOM), in English and Chinese (issue 27 §3): once the identity is
// verified, the account name field says the card must be in the verified name and names it; before, it asks for the
// user's own name. The refusal itself is the contract's message (money rules test) and the server's (API test).
import type { RealInfoView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { realInfoQuery } from '../../lib/identity/api.ts';
import { type Language, renderMarkup } from '../../testing/static-markup.tsx';
import { BindCardPage } from './bind-card-page.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

afterAll(() => i18n.changeLanguage('en'));

async function render(language: Language, info: RealInfoView) {
  const client = new QueryClient();
  client.setQueryData(realInfoQuery().queryKey, info);
  return markupWords(await renderMarkup(language, <BindCardPage />, client));
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
