// The plans page as a visitor reads it, beyond one plan's percentage fee (content/published-content.dom.test.tsx):
// every kind of fee in words, in the published order, with the way to apply; nothing published yet; a list that fails
// and loads again; and the fees in Chinese, asked for in Chinese. What a plan may charge is
// apps/server/src/features/content/content.test.ts's.
import { contentApi, type PlanView } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAN } from '../../testing/fixtures.ts';
import { renderPortal } from '../../testing/render-portal.tsx';

const FIXED: PlanView = {
  ...PLAN,
  id: 6,
  name: 'Fixed-fee plan',
  feeKind: 'fixed_on_settlement',
  feePercent: null,
  feeAmount: '250.00',
  feeCurrency: 'USD',
  feeNote: '',
  features: [],
  body: '<p>Best for <em>small</em> claims.</p>',
  sort: 2,
};
const FREE: PlanView = {
  ...PLAN,
  id: 7,
  name: 'Free plan',
  feeKind: 'none',
  feePercent: null,
  feeNote: '',
  features: ['Self-service letters'],
  sort: 3,
};

const feeOf = (name: string) =>
  within(screen.getAllByTestId('plan').find((card) => card.textContent?.includes(name))!).getByTestId('plan-fee')
    .textContent;

describe('the plans', () => {
  it('show every kind of fee in words, in the published order, each with no upfront fee, and the way to apply', async () => {
    const { api } = await renderPortal('/plan', { api: [handle(contentApi.plans, [PLAN, FIXED, FREE])] });
    const cards = await screen.findAllByTestId('plan');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Settlement plan',
      'Fixed-fee plan',
      'Free plan',
    ]);
    expect(feeOf('Settlement plan')).toBe('7.50 % of a settlement actually paid out');
    expect(feeOf('Fixed-fee plan')).toBe('250.00 USD from a settlement actually paid out');
    expect(feeOf('Free plan')).toBe('No fee');
    for (const card of cards) expect(card.textContent).toContain('No upfront fee.');
    expect(within(cards[1]!).getByText('small').tagName).toBe('EM');
    expect(within(cards[1]!).queryByText('What is included')).toBeNull();
    expect(screen.getByRole('link', { name: 'Apply for mediation' }).getAttribute('href')).toBe('/apply');
    expect(api.callsTo(contentApi.plans).map((call) => call.query)).toEqual([{ language: 'en' }]);
  });

  it('say when none is published yet, and still lead to the application', async () => {
    await renderPortal('/plan', { api: [handle(contentApi.plans, [])] });
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No service plans have been published yet.');
    expect(screen.queryByTestId('plan')).toBeNull();
    screen.getByRole('link', { name: 'Apply for mediation' });
  });

  it("show a list that fails with the server's reason, and load it again on Try again", async () => {
    const { user } = await renderPortal('/plan', {
      api: [handle(contentApi.plans, ({ calls }) => (calls === 0 ? refuse(503, 'Down for maintenance') : [PLAN]))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Down for maintenance');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('plan')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in Chinese: asked for in Chinese, with each fee in Chinese words', async () => {
    const { api } = await renderPortal('/plan', {
      language: 'zh',
      api: [
        handle(
          contentApi.plans,
          [PLAN, FIXED, FREE].map((plan) => ({ ...plan, language: 'zh' as const })),
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: '服务方案' });
    await screen.findAllByTestId('plan');
    expect(feeOf('Settlement plan')).toBe('实际已支付和解款的 7.50%');
    expect(feeOf('Fixed-fee plan')).toBe('从实际已支付的和解款中收取 250.00 USD');
    expect(feeOf('Free plan')).toBe('免费');
    expect(screen.getAllByText('不收预付费用。未达成和解则不收取任何费用。')).toHaveLength(3);
    expect(api.callsTo(contentApi.plans).map((call) => call.query)).toEqual([{ language: 'zh' }]);
  });
});
