// Feedback handling in the back office: the queue of feedback and contact messages, and answering them.
import { endpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { adminFeedbackQuery, adminFeedbackView, answerFeedbackBody, FEEDBACK_ROLES } from '../feedback.ts';
import { idParams } from '../mediation-common.ts';

const operator = { tag: 'feedback', caller: { roles: FEEDBACK_ROLES } } as const;

export const feedbackAdminApi = {
  /** Feedback and contact messages, newest first. */
  find: endpoint({
    ...operator,
    method: 'GET',
    path: '/admin/feedback',
    query: adminFeedbackQuery,
    response: pageOf(adminFeedbackView),
  }),
  /** The writer sees the answer in their list, a contact-form sender gets it by e-mail; answering again replaces it. */
  answer: endpoint({
    ...operator,
    method: 'POST',
    path: '/admin/feedback/:id/answer',
    params: idParams,
    body: answerFeedbackBody,
    response: adminFeedbackView,
  }),
} as const;
