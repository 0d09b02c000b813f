// Which case notices a signed-in user receives by e-mail (issue 15 §5): each kind on or off, the required ones always on.
import { endpoint, perAccount } from '../endpoint.ts';
import { noticePreferenceView, updateNoticePreferenceBody } from '../mediation-settings.ts';
import { z } from '../zod.ts';

const self = { tag: 'mediation', caller: 'user' } as const;

export const mediationNoticesApi = {
  /** Every kind of case notice, with whether it goes by e-mail and whether it must. */
  noticePreferences: endpoint({
    ...self,
    method: 'GET',
    path: '/mediate/notices',
    response: z.array(noticePreferenceView),
  }),
  /** Turns e-mail on or off for one kind; a required kind is refused off. Answers the whole list. */
  updateNoticePreference: endpoint({
    ...self,
    method: 'POST',
    path: '/mediate/notices',
    body: updateNoticePreferenceBody,
    response: z.array(noticePreferenceView),
    rateLimit: perAccount(60),
  }),
} as const;
