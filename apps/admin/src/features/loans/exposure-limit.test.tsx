// The exposure limit on the loan products page (server-side, no DOM): what each user may owe and have applied for,
// whether it is the default, and the form to change it with a reason, in English and Chinese.

import { loanSettingsBody } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { describe, expect, it, vi } from 'vitest';
import { i18n, staticHtml, withPageTexts } from '../../testing/static-render.tsx';
import { ExposureLimitCard } from './exposure-limit.tsx';

// The back office's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const render = staticHtml;

withPageTexts();

describe('the exposure limit per user', () => {
  it('states the limit, whether it is the default, and offers the field with a reason', async () => {
    const byDefault = markupWords(
      render(<ExposureLimitCard settings={{ maxExposurePerUser: '50000.00', updatedAt: null }} />),
    );
    expect(byDefault).toContain('Exposure limit per user');
    expect(byDefault).toContain(
      'Each user may owe and have applied for at most 50,000.00 USD across all their loans (the default).',
    );
    expect(byDefault).toContain('Limit per user (USD)');
    expect(byDefault).toContain('Save limit');
    const set = render(
      <ExposureLimitCard settings={{ maxExposurePerUser: '3000.00', updatedAt: '2026-11-28T08:00:00.000Z' }} />,
    );
    expect(set).toContain('value="3000.00"');
    expect(markupWords(set)).toContain(
      'Each user may owe and have applied for at most 3,000.00 USD across all their loans.',
    );
    await i18n.changeLanguage('zh');
    const zh = markupWords(
      render(<ExposureLimitCard settings={{ maxExposurePerUser: '3000.00', updatedAt: '2026-11-28T08:00:00.000Z' }} />),
    );
    expect(zh).toContain('每位用户的贷款上限');
    expect(zh).toContain('每位用户所有贷款的欠款与待审申请合计最多 3,000.00 USD。');
    await i18n.changeLanguage('en');
  });

  it('takes a limit from 100 USD in whole cents, with a reason', () => {
    const ok = loanSettingsBody.safeParse({ maxExposurePerUser: '2500.50', reason: 'Policy' });
    expect(ok.success).toBe(true);
    for (const bad of ['99.99', '1e5', ' 3000', '3000.001', '0']) {
      expect(loanSettingsBody.safeParse({ maxExposurePerUser: bad, reason: 'Policy' }).success, bad).toBe(false);
    }
  });
});
