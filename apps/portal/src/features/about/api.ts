import { type ContactBody, contentApi, feedbackApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { languageFilterOf } from '../../lib/published.ts';

/** GET /api/aboutUs/list: the about-us sections (company, team, …) in order. */
export const aboutSectionsQuery = (language: string) =>
  queryOptions({
    queryKey: ['about', 'sections', language],
    queryFn: () => api.call(contentApi.aboutSections, { query: languageFilterOf(language) }),
    staleTime: 5 * 60_000,
  });

/** GET /api/certificate/list: only operator-entered records naming the issuer and how to verify them. */
export const certificatesQuery = () =>
  queryOptions({
    queryKey: ['about', 'certificates'],
    queryFn: () => api.call(contentApi.certificates),
    staleTime: 5 * 60_000,
  });

/** GET /api/partner/list: partners with what the relationship is and how to verify it. */
export const partnersQuery = () =>
  queryOptions({
    queryKey: ['about', 'partners'],
    queryFn: () => api.call(contentApi.partners),
    staleTime: 5 * 60_000,
  });

/** POST /api/feedback/contact: the contact form files a feedback item. */
export const sendContact = (body: ContactBody) => api.call(feedbackApi.sendContact, { body });
