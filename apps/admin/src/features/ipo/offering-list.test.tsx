// The offerings list as the page renders it (server-side, no DOM): the figures of each phase, the warning that an
// allotment waits for its final price, and the action each phase allows, in English and Chinese.
import { markupWords } from '@platform/ui';
import { describe, expect, it, vi } from 'vitest';
import { i18n, ResourceRows, staticHtml, staticWords, withPageTexts } from '../../testing/static-render.tsx';
import { offering } from './offering-fixture.ts';
import { useOfferingList, WaitingForFinalPrice } from './offering-list.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

withPageTexts();

const rows = [
  offering({ id: 1, symbol: 'UPCO', phase: 'upcoming' }),
  offering({
    id: 2,
    symbol: 'OPNX',
    phase: 'purchasable',
    subscriptions: 12,
    frozen: '123456.50',
    prospectusFile: '/file/0f8fad5b-d9cb-469f-a165-70867728950e.pdf',
  }),
  offering({ id: 3, symbol: 'LATE', phase: 'waiting_allotment', lotsRequested: 30_000, subscriptions: 40 }),
  offering({ id: 4, symbol: 'DONE', phase: 'allotted', finalPrice: '19.50', lotsRequested: 5_000 }),
];

describe('the IPO offerings list', () => {
  it('shows each offering with its price, size, subscriptions and frozen amount', () => {
    const html = staticHtml(<ResourceRows useList={() => useOfferingList()} rows={rows} />);
    const words = markupWords(html);
    expect(words).toContain('OPNX NASDAQ Newco Robotics Inc. Prospectus of OPNX (PDF) Open 18.00 – 20.00 1,000,000');
    expect(words).toContain('1,000,000 10,000 lots');
    expect(words).toContain('12 123,456.50 USD frozen');
    expect(words).toMatch(/\d+ Mar 2030, \d\d:\d\d Lists 12 Mar 2030/);
    expect(words).not.toMatch(/ipo\./);
    expect(html).toContain('href="/api/file/0f8fad5b-d9cb-469f-a165-70867728950e.pdf"');
    // Lots requested only once the deadline has passed, against the lots offered.
    expect(words).toContain('30,000 of 10,000');
    expect(words).toContain('Final 19.50 18.00 – 20.00');
    expect(words).toContain('After the deadline');
  });

  it('links each offering to its page, whatever its phase', () => {
    const html = staticHtml(<ResourceRows useList={() => useOfferingList()} rows={rows} />);
    for (const [id, symbol] of rows.map((row) => [row.id, row.symbol])) {
      expect(html).toMatch(
        new RegExp(
          `<a[^>]*href="/ipo/${id}"[^>]*aria-label="Open ${symbol}"|<a[^>]*aria-label="Open ${symbol}"[^>]*href="/ipo/${id}"`,
        ),
      );
    }
  });

  it('warns of an offering past its deadline without a final price, and only of that one', () => {
    const words = staticWords(<WaitingForFinalPrice rows={rows} />);
    expect(words).toContain(
      'The allotment is waiting Past the deadline without a final price: LATE. Set the final price: the allotment waits for it.',
    );
    expect(
      staticWords(<ResourceRows useList={() => useOfferingList()} rows={rows} />).match(/Set the final price/g),
    ).toHaveLength(1);
    expect(staticWords(<WaitingForFinalPrice rows={rows.filter((row) => row.symbol !== 'LATE')} />).trim()).toBe('');
  });

  it('says it all in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    const words = staticWords(
      <>
        <WaitingForFinalPrice rows={rows} />
        <ResourceRows useList={() => useOfferingList()} rows={rows} />
      </>,
    );
    expect(words).toContain('已过截止时间但尚未设置最终价格：LATE。');
    expect(words).toContain('认购中');
    expect(words).toContain('等待配售');
    expect(words).toContain('最终 19.50');
    expect(words).toContain('30,000 / 10,000');
    expect(words).not.toMatch(/ipo\./);
    await i18n.changeLanguage('en');
  });
});
