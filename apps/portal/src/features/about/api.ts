import {
  type AboutSectionView,
  type CertificateView,
  type ContactBody,
  type PartnerView,
  PORTAL_PATHS,
} from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** GET /api/aboutUs/list: the about-us sections (company, team, …) in order. */
export const aboutSectionsQuery = (language: string) =>
  queryOptions({
    queryKey: ['about', 'sections', language],
    queryFn: () => api.get<AboutSectionView[]>(PORTAL_PATHS.aboutUsList, { language }),
    staleTime: 5 * 60_000,
  });

/** GET /api/certificate/list: only operator-entered records naming the issuer and how to verify them. */
export const certificatesQuery = () =>
  queryOptions({
    queryKey: ['about', 'certificates'],
    queryFn: () => api.get<CertificateView[]>(PORTAL_PATHS.certificateList),
    staleTime: 5 * 60_000,
  });

/** GET /api/partner/list: partners with what the relationship is and how to verify it. */
export const partnersQuery = () =>
  queryOptions({
    queryKey: ['about', 'partners'],
    queryFn: () => api.get<PartnerView[]>(PORTAL_PATHS.partnerList),
    staleTime: 5 * 60_000,
  });

/** POST /api/feedback/contact: the contact form files a feedback item. */
export const sendContact = (body: ContactBody) => api.post<null>(PORTAL_PATHS.feedbackContact, body);
