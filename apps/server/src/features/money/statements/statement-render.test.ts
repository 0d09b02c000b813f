// The statement PDF as a reader sees it (issue 27 §1): page 1 rendered by Poppler and read back by OCR.
import { describe, expect, it } from 'vitest';
import { ocrPage, pdfToolsReady } from '../../../testing/pdf-render.ts';
import { statementPdf } from './statement-pdf.ts';

const ready = pdfToolsReady();

describe.skipIf(!ready)('the statement PDF, rendered', { timeout: 240_000 }, () => {
  it('reads back its title, the period and the figures', async () => {
    const pdf = await statementPdf({
      userId: 4217,
      from: '2026-03-01',
      to: '2026-03-31',
      generatedAt: '2026-04-01T08:00:00.000Z',
      accounts: [
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
      ],
    });
    const text = ocrPage(pdf);
    expect(text).toContain('Account statement');
    expect(text).toContain('Period 2026-03-01 to 2026-03-31');
    expect(text).toContain('Funding account - USD');
    expect(text).toContain('Closing balance 2784.75');
    expect(text).toContain('-715.25');
    expect(pdf.length).toBeLessThan(20_000);
  });
});
