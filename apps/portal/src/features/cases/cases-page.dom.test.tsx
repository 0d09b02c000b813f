// The published cases as a visitor uses them, beyond the first filter (content/published-content.dom.test.tsx): a
// settled case's figures and its write-up opened and closed again, or failing in its card alone; the outcome filter
// and the pager together in the address; and the page in Chinese. What is published is
// apps/server/src/features/content/content.test.ts's.
import { contentApi, mediationApi, type PublishedCaseView } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DISPUTE_TYPES, PUBLISHED_CASE } from '../../testing/fixtures.ts';
import { renderPortal } from '../../testing/render-portal.tsx';

const SETTLED: PublishedCaseView = {
  ...PUBLISHED_CASE,
  id: 13,
  title: 'A refund after three letters',
  summary: 'The shop refunded most of the order.',
  outcome: 'settled',
  settledAmount: '380.00',
  settledCurrency: 'EUR',
  durationDays: 1,
  body: '<p>The shop answered our second letter with an offer.</p>',
};
const numbered = (id: number): PublishedCaseView => ({ ...PUBLISHED_CASE, id, title: `Published case ${id}` });

const card = (title: string) => screen.getAllByRole('article').find((article) => article.textContent?.includes(title))!;
const fact = (article: HTMLElement, label: string) =>
  within(article).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a published case', () => {
  it('shows its figures, opens its write-up once and closes it again', async () => {
    const { user, api } = await renderPortal('/case', {
      api: [
        handle(contentApi.cases, { rows: [SETTLED], total: 1 }),
        handle(contentApi.case, SETTLED),
        handle(mediationApi.disputeTypes, DISPUTE_TYPES),
      ],
    });
    await screen.findByText(SETTLED.title);
    const settled = card(SETTLED.title);
    within(settled).getByText('Settled');
    await waitFor(() => expect(fact(settled, 'Type of dispute')).toBe('Online shopping'));
    expect(fact(settled, 'Amount in dispute')).toBe('420.00 EUR');
    expect(fact(settled, 'Settled for')).toBe('380.00 EUR');
    expect(fact(settled, 'Time to close')).toBe('1 day');

    const toggle = within(settled).getByRole('button', { name: 'Read the case' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await within(settled).findByText('The shop answered our second letter with an offer.');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(settled).getByRole('button', { name: 'Hide the case' }));
    await waitFor(() =>
      expect(within(settled).queryByText('The shop answered our second letter', { exact: false })).toBeNull(),
    );
    await user.click(within(settled).getByRole('button', { name: 'Read the case' }));
    await within(settled).findByText('The shop answered our second letter with an offer.');
    expect(api.callsTo(contentApi.case).map((call) => call.query)).toEqual([{ id: SETTLED.id }]);
  });

  it('shows a write-up that fails in its own card, with the list still there', async () => {
    const { user } = await renderPortal('/case', {
      api: [
        handle(contentApi.cases, { rows: [SETTLED, PUBLISHED_CASE], total: 2 }),
        handle(contentApi.case, refuse(500, 'The service is busy')),
        handle(mediationApi.disputeTypes, DISPUTE_TYPES),
      ],
    });
    await screen.findByText(SETTLED.title);
    await user.click(within(card(SETTLED.title)).getByRole('button', { name: 'Read the case' }));
    const alert = await within(card(SETTLED.title)).findByRole('alert');
    expect(alert.textContent).toContain('The service is busy');
    expect(within(card(PUBLISHED_CASE.title)).queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

describe('the outcome filter and the pager', () => {
  it('go in the address: a filter starts again at page 1, All removes it, and an empty outcome says so', async () => {
    const all = Array.from({ length: 12 }, (_, i) => numbered(i + 1));
    const { user, router, api } = await renderPortal('/case?page=2', {
      api: [
        handle(contentApi.cases, ({ body }) => {
          if (body.outcome === 'settled') return { rows: [], total: 0 };
          return { rows: all.slice((body.page - 1) * 10, body.page * 10), total: all.length };
        }),
        handle(mediationApi.disputeTypes, DISPUTE_TYPES),
      ],
    });
    await screen.findByText('Published case 11');
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Not settled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?outcome=not_settled'));
    await screen.findByText('Published case 1');
    await user.click(screen.getByRole('radio', { name: 'Settled' }));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No cases have been published yet.');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByText('Published case 1');
    expect(api.callsTo(contentApi.cases).map((call) => call.body)).toEqual([
      { page: 2, size: 10 },
      { page: 1, size: 10, outcome: 'not_settled' },
      { page: 1, size: 10, outcome: 'settled' },
      { page: 1, size: 10 },
    ]);
  });

  it('in Chinese: the outcome, the dispute type and the figures', async () => {
    await renderPortal('/case', {
      language: 'zh',
      api: [
        handle(contentApi.cases, { rows: [{ ...SETTLED, durationDays: 34 }], total: 1 }),
        handle(mediationApi.disputeTypes, DISPUTE_TYPES),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: '案例' });
    const settled = card(SETTLED.title);
    expect(within(settled).getAllByText('已和解')).toHaveLength(1);
    await waitFor(() => expect(fact(settled, '纠纷类型')).toBe('网络购物'));
    expect(fact(settled, '结案用时')).toBe('34 天');
    within(settled).getByRole('button', { name: '阅读案例' });
    expect(screen.getByRole('radiogroup', { name: '结果' }).textContent).toBe('全部已和解未和解');
  });
});
