// The statement as CSV: one opening row, every movement with its running balance, one closing row per account.
import type { StatementView } from '@platform/contracts';

/** Quotes a text cell; a cell a spreadsheet would run as a formula is prefixed with an apostrophe. */
function text(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function statementCsv(statement: StatementView): string {
  const lines = ['account,currency,time_utc,entry_id,type,description,amount,balance'];
  for (const a of statement.accounts) {
    lines.push(
      `${a.account},${a.currency},${statement.from}T00:00:00Z,,opening,${text('Opening balance')},,${a.opening}`,
    );
    for (const l of a.lines) {
      lines.push(
        `${a.account},${a.currency},${l.createdAt},${l.entryId},${l.type},${text(l.memo)},${l.amount},${l.balance}`,
      );
    }
    lines.push(
      `${a.account},${a.currency},${statement.to}T23:59:59Z,,closing,${text(`Closing balance (credits ${a.credits}, debits ${a.debits})`)},,${a.closing}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
