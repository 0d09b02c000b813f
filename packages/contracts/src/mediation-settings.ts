// The operators' deadline lengths (issue 15 §2) and each user's choice of e-mail per case notice (§5).
import { CASE_NOTICE_KINDS, DEADLINE_KINDS, REQUIRED_CASE_NOTICES } from './mediation-parties.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

/** A deadline is at least a day and at most about three months; its reminder goes before it, never on the day. */
export const DEADLINE_LIMITS = { minDays: 1, maxDays: 90 } as const;

/** A kind's length as it applies now: the operators' setting, or the default when none is set. */
export const deadlineSettingView = z.object({
  kind: z.enum(DEADLINE_KINDS),
  days: z.number().int(),
  reminderDays: z.number().int(),
  defaultDays: z.number().int(),
  /** When an operator last set it; null while the default applies. */
  updatedAt: z.string().nullable(),
});
export type DeadlineSettingView = z.infer<typeof deadlineSettingView>;

const wholeDays = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST /api/admin/mediation/deadlines: the new length of one kind; it applies to deadlines set from then on. */
export const updateDeadlineBody = z
  .object({
    kind: z.enum(DEADLINE_KINDS),
    days: wholeDays(DEADLINE_LIMITS.minDays, DEADLINE_LIMITS.maxDays, m('deadlineDaysRange')),
    reminderDays: wholeDays(0, DEADLINE_LIMITS.maxDays, m('reminderBeforeDeadline')),
  })
  // Checked even when a field failed: a length already refused names only its own field.
  .refine((b) => b.days < DEADLINE_LIMITS.minDays || b.reminderDays < b.days, {
    message: m('reminderBeforeDeadline'),
    path: ['reminderDays'],
  });
export type UpdateDeadlineBody = z.input<typeof updateDeadlineBody>;

/** One kind of case notice and whether it goes by e-mail to this user; required ones always do. */
export const noticePreferenceView = z.object({
  kind: z.enum(CASE_NOTICE_KINDS),
  email: z.boolean(),
  required: z.boolean(),
});
export type NoticePreferenceView = z.infer<typeof noticePreferenceView>;

/** POST /api/mediate/notices: e-mail on or off for one kind; a required kind cannot be turned off. */
export const updateNoticePreferenceBody = z
  .object({ kind: z.enum(CASE_NOTICE_KINDS), email: z.boolean() })
  .refine((b) => b.email || !REQUIRED_CASE_NOTICES.includes(b.kind), {
    message: m('requiredNoticeAlwaysSent'),
    path: ['email'],
  });
export type UpdateNoticePreferenceBody = z.input<typeof updateNoticePreferenceBody>;
