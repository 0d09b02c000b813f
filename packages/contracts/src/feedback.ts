// Feedback (issue 3 /feedback, /contact): users and visitors write, operators read and answer.

import { bilingual } from './bilingual.ts';
import english from './feedback.en.json' with { type: 'json' };
import chinese from './feedback.zh.json' with { type: 'json' };
import { emailSchema } from './identity.ts';
import { filePathSchema, optionalText, portalPageQuery } from './mediation-common.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const m = (key: keyof typeof MESSAGES) => MESSAGES[key].en;

/** `contact` is used only by the /contact form. */
export const FEEDBACK_CATEGORIES = ['suggestion', 'problem', 'complaint', 'case_question', 'other', 'contact'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
/** The categories the /feedback form offers. */
export const FEEDBACK_FORM_CATEGORIES = FEEDBACK_CATEGORIES.filter((c) => c !== 'contact');
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, { en: string; zh: string }> = /* @__PURE__ */ bilingual(
  english,
  chinese,
);

export const FEEDBACK_STATES = ['open', 'answered'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

export const FEEDBACK_LIMITS = { contentMin: 5, contentMax: 2000, contactMax: 100, answerMax: 2000 } as const;

const content = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(FEEDBACK_LIMITS.contentMin, message)
    .max(FEEDBACK_LIMITS.contentMax, MESSAGES.textTooLong.en.replace('{{max}}', '2000'));

/** POST /api/feedback/add → feedbackView (signed in). */
export const createFeedbackBody = z.object({
  category: z.enum(FEEDBACK_FORM_CATEGORIES as [FeedbackCategory, ...FeedbackCategory[]], {
    error: m('chooseFeedbackCategory'),
  }),
  content: content(m('enterFeedbackContent')),
  /** How to reach them besides their account e-mail; optional. */
  contact: optionalText(FEEDBACK_LIMITS.contactMax),
  /** An image from /api/file/uploadOne uploaded by this user; optional. */
  image: z.preprocess((v) => (v === '' ? undefined : v), filePathSchema.optional()),
});
export type CreateFeedbackBody = z.input<typeof createFeedbackBody>;

/** POST /api/feedback/contact → null (public, rate-limited per IP): the /contact form files a feedback item. */
export const contactBody = z.object({
  name: z
    .string({ error: m('enterName') })
    .trim()
    .min(1, m('enterName'))
    .max(100),
  email: emailSchema,
  subject: optionalText(120),
  message: content(m('enterMessage')),
});
export type ContactBody = z.input<typeof contactBody>;

export const feedbackView = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  contact: z.string().nullable(),
  image: z.string().nullable(),
  status: z.enum(FEEDBACK_STATES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackView = z.infer<typeof feedbackView>;

/* ---------- back office ---------- */

/** Roles that read and answer feedback. */
export const FEEDBACK_ROLES = ['support', 'admin'] as const;

/** GET /api/admin/feedback?page=&size=&status=&category= → pageOf(adminFeedbackView) (support or admin). */
export const adminFeedbackQuery = portalPageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(FEEDBACK_STATES).optional()),
  category: z.preprocess((v) => (v === '' ? undefined : v), z.enum(FEEDBACK_CATEGORIES).optional()),
});
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuery>;

export const adminFeedbackView = feedbackView.extend({
  /** Null for the public contact form. */
  userId: z.number().int().nullable(),
  userEmail: z.string().nullable(),
  /** From the contact form. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string().nullable(),
  answeredBy: z.string().nullable(),
});
export type AdminFeedbackView = z.infer<typeof adminFeedbackView>;

/** POST /api/admin/feedback/:id/answer → adminFeedbackView; the user sees the answer in their feedback list. */
export const answerFeedbackBody = z.object({
  answer: z
    .string({ error: m('enterAnswer') })
    .trim()
    .min(1, m('enterAnswer'))
    .max(FEEDBACK_LIMITS.answerMax),
});
export type AnswerFeedbackBody = z.input<typeof answerFeedbackBody>;
