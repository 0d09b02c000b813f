// The managed offering's parts (server-side, no DOM): the sandbox controls each phase allows, the final price checked
// against the announced range, and the published allotment shown read-only with its seed and lines.
import { markupWords } from '@platform/ui';
import { describe, expect, it, vi } from 'vitest';
import { staticHtml, withPageTexts } from '../../testing/static-render.tsx';
import { AllotmentView } from './allotment-section.tsx';
import { offering } from './offering-fixture.ts';
import { finalPriceErrors } from './patch-forms.tsx';
import { SandboxControls } from './sandbox-controls.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const html = staticHtml;

withPageTexts();

describe('the sandbox controls', () => {
  it('close an open offering only once its final price is set, and say so', () => {
    const waiting = html(<SandboxControls offering={offering({ phase: 'waiting_allotment' })} />);
    expect(markupWords(waiting)).toContain('Set the final price first: the allotment waits for it.');
    expect(waiting).toMatch(/<button[^>]*disabled[^>]*>.*?Close subscription now/);
    const priced = html(<SandboxControls offering={offering({ phase: 'purchasable', finalPrice: '19.00' })} />);
    expect(priced).not.toContain('Set the final price first');
    expect(priced).not.toMatch(/<button[^>]*disabled[^>]*>.*?Close subscription now/);
    expect(priced).not.toContain('List now');
  });

  it('list an allotted offering, and offer nothing before it opens or once it is listed', () => {
    const allotted = markupWords(
      html(<SandboxControls offering={offering({ phase: 'allotted', finalPrice: '19.00' })} />),
    );
    expect(allotted).toContain('List now');
    expect(allotted).not.toContain('Close subscription now');
    expect(markupWords(html(<SandboxControls offering={offering({ phase: 'upcoming' })} />)).trim()).toBe('');
    expect(
      markupWords(html(<SandboxControls offering={offering({ phase: 'listed', finalPrice: '19.00' })} />)).trim(),
    ).toBe('');
  });
});

describe('the final price', () => {
  const range = { priceLow: '18.00', priceHigh: '20.00' };
  it('lies within the announced range, and a reason is given', () => {
    expect(finalPriceErrors(range, { finalPrice: '19.25', reason: 'Book built' }, 'en', 'hint')).toEqual({});
    expect(finalPriceErrors(range, { finalPrice: '20.01', reason: 'Book built' }, 'en', 'hint')).toEqual({
      finalPrice: 'The final price must lie within the announced range',
    });
    expect(finalPriceErrors(range, { finalPrice: '17', reason: '' }, 'zh', 'hint')).toEqual({
      finalPrice: '最终价格须在公布的区间内',
      reason: '请输入原因',
    });
    expect(finalPriceErrors(range, { finalPrice: '', reason: 'x' }, 'en', 'hint')).toEqual({ finalPrice: 'hint' });
    expect(finalPriceErrors(range, { finalPrice: '19.123', reason: 'x' }, 'en', 'hint')).toEqual({
      finalPrice: 'hint',
    });
  });
});

describe('the published allotment', () => {
  it('shows the seed, the lots and every line, so it can be recomputed', () => {
    const words = markupWords(
      html(
        <AllotmentView
          allotment={{
            offeringId: 7,
            seedHash: 'cd'.repeat(32),
            seed: 'ef'.repeat(32),
            lotSize: 100,
            lotsOffered: 10,
            lotsRequested: 30,
            price: '19.00',
            ranAt: '2030-03-08T21:00:00.000Z',
            lines: [
              {
                reference: 'IPO7-1',
                requestedLots: 20,
                proRataLots: 6,
                draw: '0a'.repeat(32),
                lotteryLots: 1,
                allottedLots: 7,
              },
              {
                reference: 'IPO7-2',
                requestedLots: 10,
                proRataLots: 3,
                draw: 'ff'.repeat(32),
                lotteryLots: 0,
                allottedLots: 3,
              },
            ],
          }}
        />,
      ),
    );
    expect(words).toContain(`Lots offered 10 Lots requested 30 Price (USD) 19.00`);
    expect(words).toContain(`Seed ${'ef'.repeat(32)}`);
    expect(words).toContain(`IPO7-1 20 6 ${'0a'.repeat(32)} 1 7`);
    expect(words).toContain(`IPO7-2 10 3 ${'ff'.repeat(32)} 0 3`);
  });
});
