// A case's settlement as the applicant sees it (issue 27 §5), rendered server-side: after both signed they are asked
// whether the agreed payment arrived, by its deadline; a case closed without a settlement shows where to turn next.
import type { CaseDetailView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderMarkup } from '../../testing/static-markup.tsx';
import { PaymentConfirmation, WhereNext } from './settlement-panel.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const detail = (over: Partial<CaseDetailView>) =>
  ({
    id: 3,
    status: 'signed',
    next: {
      step: 'confirm_payment',
      actor: 'you',
      deadlineKind: 'payment_confirmation',
      deadlineAt: '2026-12-26T10:00:00.000Z',
    },
    ...over,
  }) as CaseDetailView;

function render(view: CaseDetailView) {
  const markup = renderMarkup(
    <>
      <PaymentConfirmation detail={view} />
      <WhereNext detail={view} />
    </>,
  );
  return { markup, text: markupWords(markup) };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the settlement panel', () => {
  it('asks the applicant after both signed, with the deadline and what happens at it', () => {
    const { text, markup } = render(detail({}));
    expect(markup).toContain('data-testid="payment-confirm"');
    expect(text).toContain('Did the agreed payment arrive?');
    expect(text).toContain('The case is settled only when you confirm');
    expect(text).toContain('Please answer by 26 Dec 2026');
    expect(text).toContain('closes as not settled (payment not confirmed) and the mediator is told');
    expect(text).toContain('Yes, it arrived');
    expect(text).toContain('Not yet');
    expect(markup).not.toContain('data-testid="where-next"');
  });

  it('shows nothing to answer once settled, and where to turn when closed without a settlement', async () => {
    expect(
      render(
        detail({
          status: 'closed_settled',
          next: { step: 'closed', actor: 'nobody', deadlineKind: null, deadlineAt: null },
        }),
      ).markup,
    ).not.toContain('data-testid');
    const closed = render(
      detail({
        status: 'closed_not_settled',
        next: { step: 'closed', actor: 'nobody', deadlineKind: null, deadlineAt: null },
      }),
    );
    expect(closed.markup).not.toContain('data-testid="payment-confirm"');
    expect(closed.text).toContain('Where you can turn next');
    expect(closed.markup).toContain('href="https://reportfraud.ftc.gov/"');
    expect(closed.text).toContain('Financial Conduct Authority (FCA), United Kingdom');
    expect(closed.text).toContain('A court or small-claims tribunal');
    await i18n.changeLanguage('zh');
    const zh = render(
      detail({
        status: 'closed_not_settled',
        next: { step: 'closed', actor: 'nobody', deadlineKind: null, deadlineAt: null },
      }),
    );
    expect(zh.text).toContain('接下来您可以求助的机构');
    expect(zh.text).toContain('小额诉讼庭');
  });
});
