// Feedback (issue 3 /feedback, /contact): the signed-in user's feedback with its answers, and the public contact form.
import { endpoint, perIp } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import { contactBody, createFeedbackBody, feedbackView } from '../feedback.ts';
import { portalPageQuery } from '../mediation-common.ts';
import { z } from '../zod.ts';

const user = { tag: 'feedback', caller: 'user' } as const;

export const feedbackApi = {
  /** The signed-in user's feedback; the image, when given, must be one they uploaded. */
  create: endpoint({
    ...user,
    method: 'POST',
    path: '/feedback/add',
    body: createFeedbackBody,
    response: feedbackView,
    rateLimit: perIp(10),
  }),
  /** The user's feedback with the operators' answers, newest first. */
  findMine: endpoint({
    ...user,
    method: 'GET',
    path: '/feedback/myList',
    query: portalPageQuery,
    response: pageOf(feedbackView),
  }),
  /** The public contact form files a feedback item (linked to the sender's account when signed in). */
  sendContact: endpoint({
    tag: 'feedback',
    caller: 'public',
    method: 'POST',
    path: '/feedback/contact',
    body: contactBody,
    response: z.null(),
    rateLimit: perIp(5),
  }),
} as const;
