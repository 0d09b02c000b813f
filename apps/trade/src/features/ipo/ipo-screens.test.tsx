// The IPO screens as they render (server-side, no DOM), in English and Chinese: an open offering in the list, a
// subscription in each state, an offering's page with every field the spec lists, the preview shown before
// confirming (with the financing disclosure) and the published allotment with the reader's own line marked.
import type { IpoAllotmentView, IpoOfferingDetail, IpoPreviewView, IpoSubscriptionView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { expectShown } from '../../testing/expect-shown.ts';
import { renderMarkup, shownAs } from '../../testing/static-markup.tsx';
import { AllotmentSection } from './allotment-section.tsx';
import { allotmentQuery } from './api.ts';
import { PreviewBody } from './confirm-subscription.tsx';
import { offering, SEED_HASH } from './ipo-fixture.ts';
import { OfferingCard } from './offering-card.tsx';
import { OfferingView } from './offering-page.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

// The trade app's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const NOW = Date.parse('2026-12-08T09:30:00Z');
const SEED = '5e'.repeat(32);

const subscription: IpoSubscriptionView = {
  id: 41,
  reference: 'IPO7-41',
  offeringId: 7,
  symbol: 'NOVA',
  company: 'Nova Robotics',
  phase: 'purchasable',
  status: 'subscribed',
  quantity: 500,
  price: '12.50',
  financed: false,
  leverage: 1,
  total: '6250.00',
  fee: '5.00',
  interest: '0.00',
  allottedQuantity: null,
  amountPaid: '0.00',
  amountPending: '6255.00',
  amountReleased: '0.00',
  discountedPrice: '12.50',
  actualBuyPrice: null,
  positionId: null,
  createdAt: '2026-12-02T08:00:00Z',
  updatedAt: '2026-12-02T08:00:00Z',
  allottedAt: null,
};

/** 500 shares at 12.00 asked for, 200 allotted: margin 2,400 + fee 5 paid, the rest of the 6,255 released. */
const partlyAllotted: IpoSubscriptionView = {
  ...subscription,
  phase: 'allotted',
  status: 'allotted',
  price: '12.00',
  total: '6000.00',
  allottedQuantity: 200,
  amountPaid: '2405.00',
  amountPending: '0.00',
  amountReleased: '3850.00',
  discountedPrice: '12.00',
  actualBuyPrice: '12.03',
  allottedAt: '2026-12-10T12:00:05Z',
};

const allotted: IpoAllotmentView = {
  offeringId: 7,
  seedHash: SEED_HASH,
  seed: SEED,
  lotSize: 100,
  lotsOffered: 100_000,
  lotsRequested: 300_000,
  price: '12.00',
  ranAt: '2026-12-10T12:00:05Z',
  lines: [
    {
      reference: 'IPO7-40',
      requestedLots: 4,
      proRataLots: 1,
      draw: 'ff'.repeat(32),
      lotteryLots: 0,
      allottedLots: 1,
    },
    {
      reference: 'IPO7-41',
      requestedLots: 5,
      proRataLots: 1,
      draw: '0c'.repeat(32),
      lotteryLots: 1,
      allottedLots: 2,
    },
    {
      reference: 'IPO7-42',
      requestedLots: 299_991,
      proRataLots: 99_997,
      draw: null,
      lotteryLots: 0,
      allottedLots: 99_997,
    },
  ],
};

/** The words of the description-list entry `ipo-<key>`. */
const field = (html: string, key: string) => shownAs(html, `ipo-${key}`);

afterAll(() => i18n.changeLanguage('en'));

describe('the Purchasable view', () => {
  it('shows an open offering: company, symbol, exchange, price range, lot, deadline with time left, amount raised', async () => {
    const html = await renderMarkup('en', <OfferingCard offering={offering} now={NOW} />);
    const words = markupWords(html);
    expect(words).toContain('Nova Robotics');
    expect(words).toContain('NOVA · NASDAQ');
    expect(html).toContain('href="/ipo/7"');
    expect(field(html, 'price')).toBe('10.00 – 12.50 USD');
    expect(field(html, 'lotSize')).toBe('100');
    expect(field(html, 'deadline')).toMatch(/10 Dec 2026, \d\d:\d\d 2 d 2 h left$/);
    expect(field(html, 'amountRaised')).toBe('125.00M USD');
    expect(html).toContain('data-full="125,000,000.00"');
    expect(words).toContain('Purchasable');
  });

  it('in Chinese, with the final price once set and Chinese units', async () => {
    const html = await renderMarkup('zh', <OfferingCard offering={{ ...offering, finalPrice: '12.00' }} now={NOW} />);
    expect(field(html, 'price')).toBe('12.00 USD');
    expect(field(html, 'amountRaised')).toBe('1.25亿 USD');
    expect(field(html, 'deadline')).toMatch(/^2026年12月10日 \d\d:\d\d 剩余 2 天 2 小时$/);
    expect(markupWords(html)).toContain('可申购');
  });
});

describe('a subscription in the lists', () => {
  it('waiting for the allotment: its state, quantity and the amount frozen', async () => {
    const html = await renderMarkup('en', <SubscriptionCard subscription={subscription} />);
    expect(markupWords(html)).toContain('Subscribed · waiting allotment');
    expect(field(html, 'quantity')).toBe('500 shares');
    expect(field(html, 'total')).toBe('6,250.00 USD');
    expect(field(html, 'amountPending')).toBe('6,255.00 USD');
    expect(field(html, 'amountPaid')).toBe('0.00 USD');
    expect(html).not.toContain('data-testid="ipo-allottedQuantity"');
  });

  it('allotted in part: both quantities, what was paid and what was released', async () => {
    const html = await renderMarkup('en', <SubscriptionCard subscription={partlyAllotted} />);
    const words = markupWords(html);
    expect(words).toContain('Partially allotted');
    expect(words).toContain('200 of 500 shares allotted');
    expect(field(html, 'allottedQuantity')).toBe('200');
    expect(field(html, 'amountPaid')).toBe('2,405.00 USD');
    expect(field(html, 'amountReleased')).toBe('3,850.00 USD');
  });

  it('says each state in Chinese', async () => {
    const cases: [IpoSubscriptionView, string][] = [
      [subscription, '已申购 · 待配售'],
      [partlyAllotted, '部分中签'],
      [{ ...partlyAllotted, allottedQuantity: 500 }, '已中签'],
      [{ ...partlyAllotted, allottedQuantity: 0, status: 'not_allotted' }, '未中签'],
      [{ ...subscription, status: 'withdrawn' }, '已撤销'],
    ];
    for (const [s, label] of cases) {
      const html = await renderMarkup('zh', <SubscriptionCard subscription={s} />);
      expect(html).toMatch(new RegExp(`data-testid="ipo-status"[^>]*>(<[^>]+>)*${label}<`));
    }
    expect(markupWords(await renderMarkup('zh', <SubscriptionCard subscription={partlyAllotted} />))).toContain(
      '申购 500 股，中签 200 股',
    );
  });
});

function offeringView(language: 'en' | 'zh', detail: IpoOfferingDetail, allotment: IpoAllotmentView) {
  const client = new QueryClient();
  const o = detail.offering;
  const waiting = o.phase === 'upcoming' || o.phase === 'purchasable' || o.phase === 'waiting_allotment';
  client.setQueryData(allotmentQuery(o.id, waiting).queryKey, allotment);
  return renderMarkup(language, <OfferingView detail={detail} now={NOW} />, client);
}

const beforeAllotment: IpoAllotmentView = {
  ...allotted,
  seed: null,
  lotsRequested: 1_200,
  price: null,
  ranAt: null,
  lines: [],
};

describe("an offering's page", () => {
  it('shows every field the spec lists, the financing terms, and the subscribe form while it is open', async () => {
    const html = await offeringView('en', { offering, subscription: null }, beforeAllotment);
    const words = markupWords(html);
    expect(words).toContain('Nova Robotics');
    expectShown(html, 'ipo-', {
      price: '12.50 USD The top of the range, frozen per share until the final price is set',
      priceRange: '10.00 – 12.50 USD',
      finalPrice: 'Set before the allotment',
      exchange: 'NASDAQ',
      lotSize: '100',
      sharesOffered: '10.00M',
      amountRaised: '125.00M USD',
      fee: '5.00 USD Per subscription, charged only when shares are allotted',
      listingDate: '15 Dec 2026',
      prospectusDate: '28 Nov 2026',
      financing: '6.5% a year on the financed part, 10× leverage',
    });
    expect(html).toContain('href="/api/file/nova-prospectus.pdf"');
    expect(field(html, 'deadline')).toContain('2 d 2 h left');
    // The form: one lot of 100 shares to start, and the financing switch with its terms.
    expect(html).toMatch(/<input[^>]*value="1"[^>]*data-testid="ipo-lots"|data-testid="ipo-lots"[^>]*value="1"/);
    expect(words).toContain('1 lot = 100 shares · 100 shares in all');
    expect(words).toContain('Amount at 12.50 USD: 1,250.00 USD (before the fee)');
    expect(words).toContain('Subscribe with financing');
    expect(html).toContain('aria-label="One lot more"');
    // The allotment to come: the seed's hash from the opening, the seed not yet, the demand so far.
    expectShown(html, 'ipo-', {
      seedHash: SEED_HASH,
      seed: 'Revealed after the allotment',
      lotsRequested: '1,200',
      multiple: '0.01×',
    });
    expect(html).not.toContain('data-testid="ipo-allotment-lines"');
  });

  it('shows the user’s subscription with change and withdraw until the deadline', async () => {
    const html = await offeringView('en', { offering, subscription }, beforeAllotment);
    const words = markupWords(html);
    expect(words).toContain('Your subscription');
    expectShown(html, 'ipo-', {
      reference: 'IPO7-41',
      quantity: '500 shares',
      total: '6,250.00 USD',
      allottedQuantity: 'After the allotment',
      amountPending: '6,255.00 USD',
      discountedPrice: '12.50 USD',
      actualBuyPrice: 'After the allotment',
    });
    expect(words).toContain('Change quantity');
    expect(words).toContain('Withdraw');
    expect(words).not.toContain('Subscribe with financing');
  });

  it('after the allotment: both quantities, the published allotment with the user’s line marked and how to recompute it', async () => {
    const detail: IpoOfferingDetail = {
      offering: {
        ...offering,
        phase: 'allotted',
        finalPrice: '12.00',
        subscriptionPrice: '12.00',
        lotsRequested: 300_000,
      },
      subscription: partlyAllotted,
    };
    const html = await offeringView('en', detail, allotted);
    const words = markupWords(html);
    expect(words).toContain('200 of 500 shares allotted');
    expect(field(html, 'actualBuyPrice')).toBe('12.03 USD');
    expect(words).toContain('Your 200 allotted shares become a position on the listing date, 15 Dec 2026.');
    expect(words).not.toContain('Change quantity');
    expect(field(html, 'seed')).toBe(SEED);
    expect(field(html, 'lotsOffered')).toBe('100,000');
    expect(field(html, 'lotsRequested')).toBe('300,000');
    expect(field(html, 'multiple')).toBe('3.00×');
    const rows = [...html.matchAll(/<tr[^>]*data-testid="ipo-allotment-line"[^>]*>.*?<\/tr>/g)].map((m) => m[0]);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.includes('data-own="true"'))).toHaveLength(1);
    expect(markupWords(rows[1]!)).toBe(` IPO7-41 Yours 5 1 ${'0c'.repeat(32)} 1 2 `);
    expect(markupWords(rows[2]!)).toContain('299,991 99,997 — 0 99,997');
    expect(words).toContain('Otherwise each subscription requesting r lots gets floor(r × L / R) lots.');
    expect(words).toContain('in ascending order of HMAC-SHA256(key = the seed as text, message = reference) in hex');
    expect(words).toContain('L = lots offered (100,000), R = lots requested by all (300,000).');
  });

  it('once listed, leads to the position in the records and the quote', async () => {
    const detail: IpoOfferingDetail = {
      offering: { ...offering, phase: 'listed', finalPrice: '12.00', subscriptionPrice: '12.00' },
      subscription: { ...partlyAllotted, phase: 'listed', positionId: 9 },
    };
    const html = await offeringView('en', detail, allotted);
    expect(html).toContain('href="/records"');
    expect(html).toContain('href="/quote/NOVA"');
    expect(markupWords(html)).toContain('Listed: your allotted shares are a position now');
  });

  it('says it all in Chinese', async () => {
    const detail: IpoOfferingDetail = {
      offering: { ...offering, phase: 'allotted', finalPrice: '12.00', subscriptionPrice: '12.00' },
      subscription: partlyAllotted,
    };
    const html = await offeringView('zh', detail, allotted);
    const words = markupWords(html);
    expect(words).toContain('发行信息');
    expect(words).toContain('我的申购');
    expect(field(html, 'listingDate')).toBe('2026年12月15日');
    expect(field(html, 'price')).toBe('12.00 USD');
    expect(field(html, 'finalPrice')).toBe('12.00 USD');
    expect(field(html, 'financing')).toBe('融资部分年利率 6.5%，10 倍杠杆');
    expect(field(html, 'amountRaised')).toBe('1.25亿 USD');
    expect(field(html, 'multiple')).toBe('3.00 倍');
    expect(words).toContain('申购 500 股，中签 200 股');
    expect(words).toContain('配售结果公示');
    expect(words).toContain('否则，申购 r 手的每笔申购获配 floor(r × L / R) 手。');
    expect(words).toContain('我的');
    // No English left on the page.
    expect(words).not.toMatch(/\b(Subscription|Allotment|Lots|Listing|shares|Deadline|Yours)\b/);
  });
});

describe('the preview before confirming', () => {
  const financed: IpoPreviewView = {
    quantity: 500,
    lots: 5,
    price: '12.50',
    financed: true,
    leverage: 10,
    total: '6250.00',
    margin: '625.00',
    financedAmount: '5625.00',
    interest: '4.81',
    interestDays: 5,
    fee: '5.00',
    frozen: '634.81',
    available: '10000.00',
    closesAt: offering.closesAt,
    listingDate: offering.listingDate,
  };

  it('shows what is frozen now, the financing disclosure, that allotment is not guaranteed, the release and the listing', async () => {
    const html = await renderMarkup('en', <PreviewBody preview={financed} offering={offering} change={false} />);
    const words = markupWords(html);
    const shown = (key: string) => {
      const at = html.indexOf(`data-testid="preview-${key}"`);
      return markupWords(html.slice(html.indexOf('>', at) + 1, html.indexOf('</dd>', at))).trim();
    };
    expect(shown('quantity')).toBe('500 shares · 5 × 100');
    expect(shown('total')).toBe('6,250.00 USD');
    expect(shown('margin')).toBe('625.00 USD');
    expect(shown('financedAmount')).toBe('5,625.00 USD');
    expect(shown('interest')).toBe('4.81 USD');
    expect(words).toContain('Interest (5 days)');
    expect(shown('fee')).toBe('5.00 USD');
    expect(shown('frozen')).toBe('634.81 USD');
    expect(words).toContain('Frozen now = margin + handling fee + interest');
    expect(words).toContain(
      'Financing: 6.5% a year on the financed amount of 5,625.00 USD, at 10× leverage, for 5 days from the deadline to the listing date, is 4.81 USD of interest.',
    );
    expect(words).toContain('Allotment is not guaranteed.');
    expect(words).toContain('pro-rata share of the lots, rounded down');
    expect(words).toContain('Whatever is not allotted is released to your trading account in full.');
    expect(words).toContain('The shares list on 15 Dec 2026');
    expect(html).not.toContain('data-testid="preview-short"');
  });

  it('paid in full: no financing lines; short of funds: says so', async () => {
    const plain: IpoPreviewView = {
      ...financed,
      financed: false,
      leverage: 1,
      margin: '6250.00',
      financedAmount: '0.00',
      interest: '0.00',
      interestDays: 5,
      frozen: '6255.00',
      available: '6000.00',
    };
    const html = await renderMarkup('en', <PreviewBody preview={plain} offering={offering} change={false} />);
    expect(html).not.toContain('data-testid="preview-financing"');
    expect(html).not.toContain('data-testid="preview-margin"');
    expect(html).toContain('data-testid="preview-short"');
    // Changing a subscription replaces its hold: today's available funds are not the limit.
    expect(await renderMarkup('en', <PreviewBody preview={plain} offering={offering} change />)).not.toContain(
      'data-testid="preview-short"',
    );
  });

  it('in Chinese', async () => {
    const words = markupWords(
      await renderMarkup('zh', <PreviewBody preview={financed} offering={offering} change={false} />),
    );
    expect(words).toContain('现在冻结');
    expect(words).toContain(
      '融资：融资金额 5,625.00 USD 按年利率 6.5%、10 倍杠杆，自截止日至上市日共 5 天，利息为 4.81 USD。',
    );
    expect(words).toContain('不保证获配。');
    expect(words).toContain('未获配部分的资金全额解冻到您的交易账户。');
    expect(words).toContain('股份将于 2026年12月15日 上市');
  });
});

describe('the published allotment alone', () => {
  it('an undersubscribed offering: everyone gets what they asked for, no draws', async () => {
    const under: IpoAllotmentView = {
      ...allotted,
      lotsRequested: 9,
      lines: [
        { reference: 'IPO7-40', requestedLots: 4, proRataLots: 4, draw: null, lotteryLots: 0, allottedLots: 4 },
        { reference: 'IPO7-41', requestedLots: 5, proRataLots: 5, draw: null, lotteryLots: 0, allottedLots: 5 },
      ],
    };
    const html = await renderMarkup(
      'en',
      <AllotmentSection offering={offering} allotment={under} ownReference={null} />,
    );
    expect(field(html, 'multiple')).toBe('0.00×');
    expect(html).not.toContain('data-own');
    expect(markupWords(html)).toContain('IPO7-41 5 5 — 0 5');
  });
});
