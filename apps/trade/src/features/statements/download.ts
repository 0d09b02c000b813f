import { endpointPath } from '@platform/client';
import { moneyApi, type StatementQuery } from '@platform/contracts';
import { API_BASE, api } from '../../lib/api.ts';

export type StatementFormat = 'csv' | 'pdf';

/** The statement file as the server names it (`statement-<from>-<to>.<format>`). */
export const statementFileName = (query: StatementQuery, format: StatementFormat) =>
  `statement-${query.from}-${query.to}.${format}`;

/** Fetches the statement file with the session's token and hands it to the browser as a download. */
export async function downloadStatement(query: StatementQuery, format: StatementFormat) {
  const blob = await api.fetchFile(
    `${API_BASE}${endpointPath(moneyApi.statementDownload, { query: { ...query, format } })}`,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = statementFileName(query, format);
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the address is given up.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
