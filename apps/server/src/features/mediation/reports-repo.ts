// Progress reports as the case's owner and the mediators read them.
import type { ReportRowView, ReportView } from '@platform/contracts';
import type { Db, MediationReportRow } from '@platform/db';
import { fileRefs } from '../../core/files/file-refs.ts';
import { mediatorNames } from './agreements-repo.ts';

export async function toReportRows(
  db: Db,
  rows: readonly { report: MediationReportRow; trackingNumber: string }[],
): Promise<ReportRowView[]> {
  // By name (verified, else display name), never by log-in name: the case's owner reads these.
  const names = await mediatorNames(
    db,
    rows.map((r) => r.report.authorId),
  );
  return rows.map(({ report: r, trackingNumber }) => ({
    id: r.id,
    caseId: r.caseId,
    trackingNumber,
    title: r.title,
    authorName: r.authorId === null ? null : (names.get(r.authorId) ?? null),
    attachmentCount: r.attachments.length,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function toReportView(
  db: Db,
  row: { report: MediationReportRow; trackingNumber: string },
): Promise<ReportView> {
  const [[base], attachments] = await Promise.all([toReportRows(db, [row]), fileRefs(db, row.report.attachments)]);
  return { ...base!, body: row.report.body, attachments };
}
