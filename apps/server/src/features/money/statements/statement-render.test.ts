// The statement PDF as a reader sees it (issue 27 §1): page 1 rendered by Poppler and read back by OCR.
import type { StatementView } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { checkDrawnGlyphs, ocrPage, pdfFontFile, pdfToolsReady } from '../../../testing/pdf-render.ts';
import { pdfTextLines } from '../../../testing/pdf-text.ts';
import { statementPdf } from './statement-pdf.ts';

// Pure rendering, no database: once, on the embedded database's run, not again on PostgreSQL's.
const ready = process.env.TEST_DB_DRIVER !== 'postgres' && pdfToolsReady();

/** User 4217's statement for March 2026 with these accounts. */
const marchStatement = (accounts: StatementView['accounts']) =>
  statementPdf({
    userId: 4217,
    from: '2026-03-01',
    to: '2026-03-31',
    generatedAt: '2026-04-01T08:00:00.000Z',
    accounts,
  });

describe.skipIf(!ready)('the statement PDF, rendered', { timeout: 240_000 }, () => {
  it('reads back its title, the period and the figures', async () => {
    const pdf = await marchStatement([
      {
        account: 'funding',
        currency: 'USD',
        opening: '1000.00',
        credits: '2500.00',
        debits: '-715.25',
        closing: '2784.75',
        lines: [
          {
            entryId: 901,
            type: 'deposit',
            memo: 'Bank deposit',
            amount: '2500.00',
            balance: '3500.00',
            createdAt: '2026-03-04T10:00:00.000Z',
          },
          {
            entryId: 902,
            type: 'withdrawal',
            memo: 'Withdrawal to bank',
            amount: '-715.25',
            balance: '2784.75',
            createdAt: '2026-03-20T10:00:00.000Z',
          },
        ],
      },
    ]);
    const text = ocrPage(pdf);
    expect(text).toContain('Account statement');
    expect(text).toContain('Period 2026-03-01 to 2026-03-31');
    expect(text).toContain('Funding account - USD');
    expect(text).toContain('Closing balance 2784.75');
    expect(text).toContain('-715.25');
    expect(pdf.length).toBeLessThan(20_000);
  });

  it('draws a Chinese memo and names every account kind (it drew ? for each ideograph, and energy as Trading)', async () => {
    const pdf = await marchStatement([
      {
        account: 'energy',
        currency: 'USDT',
        opening: '0.00',
        credits: '50.00',
        debits: '0.00',
        closing: '50.00',
        lines: [
          {
            entryId: 903,
            type: 'energy_top_up',
            memo: '能量充值：矿机合约 #7',
            amount: '50.00',
            balance: '50.00',
            createdAt: '2026-03-05T10:00:00.000Z',
          },
        ],
      },
    ]);
    const lines = pdfTextLines(pdf).join('\n');
    expect(lines).toContain('能量充值：矿机合约 #7');
    expect(lines).not.toContain('?');
    const report = await checkDrawnGlyphs(pdf, pdfFontFile());
    expect(report.problems).toEqual([]);
    expect(report.visible).toBeGreaterThan(20);
    expect(ocrPage(pdf)).toContain('Mining energy account - USDT');
    expect(pdf.length).toBeLessThan(30_000);
  });
});
