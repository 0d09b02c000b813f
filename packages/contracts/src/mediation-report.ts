// Progress reports (issue 3 /profile report list): written by mediators on a case, read by the case's owner.

import { MEDIATION_LIMITS } from './mediation.ts';
import { filePathSchema, fileRefView, portalPageQuery } from './mediation-common.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

export const reportRowView = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  trackingNumber: z.string(),
  title: z.string(),
  authorName: z.string().nullable(),
  attachmentCount: z.number().int(),
  createdAt: z.string(),
});
export type ReportRowView = z.infer<typeof reportRowView>;

export const reportView = reportRowView.extend({
  body: z.string(),
  attachments: z.array(fileRefView),
});
export type ReportView = z.infer<typeof reportView>;

/** POST /api/report/pageList { page, size, caseId? } → pageOf(reportRowView) (signed in, own cases only), newest first. */
export const reportPageListBody = portalPageQuery.extend({
  caseId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type ReportPageListBody = z.input<typeof reportPageListBody>;

/** GET /api/report/getInfo?id= → reportView (signed in, own cases only). */

/** POST /api/admin/mediation/cases/:id/reports → reportView: a progress report the case's owner sees. */
export const createReportBody = z.object({
  title: z
    .string({ error: m('enterTitle') })
    .trim()
    .min(1, m('enterTitle'))
    .max(MEDIATION_LIMITS.reportTitleMax),
  body: z
    .string({ error: m('enterBody') })
    .trim()
    .min(1, m('enterBody'))
    .max(MEDIATION_LIMITS.reportBodyMax),
  /** Paths from /api/file/uploadOne uploaded by this operator (private; readable by the case's owner). */
  attachments: z
    .array(filePathSchema)
    .max(MEDIATION_LIMITS.reportAttachmentsMax, MESSAGES.tooManyFiles.en.replace('{{max}}', '10'))
    .default([]),
});
export type CreateReportBody = z.input<typeof createReportBody>;
