// The statement as a PDF (pdf-lib). Its figures and memos are drawn in Noto Sans SC (a memo may be Chinese: a product's
// or an institution's name, an operator's reason); the fixed English headings in Helvetica Bold.
import type { StatementView, UserAccountKind } from '@platform/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { embedPdfFont } from '../../../core/pdf/font.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const SIZE = 8.5;
const LINE = 12;
const COLUMNS = [
  { title: 'Time (UTC)', x: 0, width: 92 },
  { title: 'Entry', x: 94, width: 34 },
  { title: 'Type', x: 130, width: 50 },
  { title: 'Description', x: 182, width: 185 },
  { title: 'Amount', x: 369, width: 72, right: true },
  { title: 'Balance', x: 443, width: 72, right: true },
] as const;

const ACCOUNT_NAMES: Record<UserAccountKind, string> = {
  funding: 'Funding',
  trading: 'Trading',
  energy: 'Mining energy',
};
/** Helvetica draws WinAnsi only: the headings it draws are ours, in English, and stay so. */
const ascii = (value: string) => value.replace(/[^\x20-\x7E]/g, '?');

function fit(font: PDFFont, value: string, width: number): string {
  let out = value;
  if (font.widthOfTextAtSize(out, SIZE) <= width) return out;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}...`, SIZE) > width) out = out.slice(0, -1);
  return `${out}...`;
}

export async function statementPdf(statement: StatementView): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Statement ${statement.from} to ${statement.to}`);
  doc.setProducer('Platform ledger');
  const font = await embedPdfFont(doc);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; width?: number; right?: boolean } = {},
  ) => {
    const f = options.font ?? font;
    const size = options.size ?? SIZE;
    const text = f === font ? value : ascii(value);
    const shown = options.width ? fit(f, text, options.width) : text;
    const dx = options.right && options.width ? options.width - f.widthOfTextAtSize(shown, size) : 0;
    page.drawText(shown, { x: PAGE.margin + x + dx, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  };
  const newline = (n = 1) => {
    y -= LINE * n;
    if (y < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };

  write('Account statement', 0, { font: bold, size: 14 });
  newline(1.6);
  write(`User ID ${statement.userId}   Period ${statement.from} to ${statement.to} (UTC, inclusive)`, 0);
  newline();
  write(`Generated ${statement.generatedAt}. Every figure is a sum of ledger postings.`, 0);
  newline(2);
  if (statement.accounts.length === 0) write('No balances and no movements in this period.', 0);

  for (const a of statement.accounts) {
    write(`${ACCOUNT_NAMES[a.account]} account - ${a.currency}`, 0, { font: bold, size: 11 });
    newline(1.4);
    write(`Opening balance ${a.opening}   Credits ${a.credits}   Debits ${a.debits}   Closing balance ${a.closing}`, 0);
    newline(1.4);
    for (const c of COLUMNS) write(c.title, c.x, { font: bold, width: c.width, right: 'right' in c });
    newline();
    for (const l of a.lines) {
      const cells = [
        l.createdAt.slice(0, 19).replace('T', ' '),
        String(l.entryId),
        l.type,
        l.memo,
        l.amount,
        l.balance,
      ];
      for (const [i, c] of COLUMNS.entries()) write(cells[i]!, c.x, { width: c.width, right: 'right' in c });
      newline();
    }
    write('Closing balance', COLUMNS[3].x, { font: bold, width: COLUMNS[3].width });
    write(a.closing, COLUMNS[5].x, { font: bold, width: COLUMNS[5].width, right: true });
    newline(2);
  }
  return doc.save();
}
