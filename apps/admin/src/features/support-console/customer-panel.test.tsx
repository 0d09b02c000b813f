// The customer beside a support conversation, as rendered (server-side, no DOM): what support sees and may open.

import type { SupportCustomerView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { i18n, staticHtml, withPageTexts } from '../../testing/static-render.tsx';
import { supportQueries } from './api.ts';
import { CustomerFacts, CustomerPanel } from './customer-panel.tsx';

// The back office's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const caseRow = (n: number, status: SupportCustomerView['cases'][number]['status'] = 'submitted') => ({
  id: n,
  trackingNumber: `MD2026112500000${n}`,
  status,
  counterpartyName: `Shop ${n}`,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
});

function render(customer: SupportCustomerView, canOpenCases: boolean) {
  return staticHtml(<CustomerFacts customer={customer} canOpenCases={canOpenCases} />);
}

/** The panel itself with the answer already loaded. */
function panel(customer: SupportCustomerView) {
  const client = new QueryClient();
  client.setQueryData(supportQueries.customer(9).queryKey, customer);
  return staticHtml(<CustomerPanel conversationId={9} />, { client });
}
const words = markupWords;

withPageTexts();

describe('the customer beside a support conversation', () => {
  it('shows the real-name status and the cases with their states, without links for support', () => {
    const html = render(
      {
        userId: 4,
        realNameStatus: 'pending',
        cases: [caseRow(2, 'in_mediation'), caseRow(1, 'withdrawn')],
        totalCases: 2,
      },
      false,
    );
    const shown = words(html);
    expect(shown).toContain('Real-name verification Under review');
    expect(shown).toContain('Mediation cases (2)');
    expect(shown).toContain('MD20261125000002');
    expect(shown).toContain('Shop 1');
    expect(html).not.toContain('href="/cases/2"');
    expect(shown).not.toContain('Show all');
  });

  it('links the cases for mediators and shows the first three until asked for all', () => {
    const cases = [5, 4, 3, 2, 1].map((n) => caseRow(n));
    const html = render({ userId: 4, realNameStatus: 'approved', cases, totalCases: 12 }, true);
    expect(html).toContain('href="/cases/5"');
    expect(html).toContain('aria-label="Open case MD20261125000005"');
    expect(html).not.toContain('MD20261125000002');
    const shown = words(html);
    expect(shown).toContain('Verified');
    expect(shown).toContain('Mediation cases (12)');
    expect(shown).toContain('Show all 5');
  });

  it('says when the customer has no cases, in Chinese too', async () => {
    expect(words(panel({ userId: 4, realNameStatus: 'none', cases: [], totalCases: 0 }))).toContain(
      'No mediation cases',
    );
    await i18n.changeLanguage('zh');
    const shown = words(render({ userId: 4, realNameStatus: 'rejected', cases: [], totalCases: 0 }, true));
    await i18n.changeLanguage('en');
    expect(shown).toContain('实名认证');
    expect(shown).toContain('未通过');
    expect(shown).toContain('暂无调解案件');
  });
});
