import { aboutUsText } from './texts/about.ts';
import { publishedCasesText } from './texts/cases.ts';
import { certificatesText } from './texts/certificates.ts';
import { portalNewsText } from './texts/news.ts';
import { partnersText } from './texts/partners.ts';
import { plansText } from './texts/plans.ts';
import { servicesText } from './texts/services.ts';

/** The texts of each kind's screen, under the key its table names (`texts`); what they share is under `content`. */
export const publishingText = {
  portalNews: portalNewsText,
  publishedCases: publishedCasesText,
  plans: plansText,
  services: servicesText,
  aboutUs: aboutUsText,
  certificates: certificatesText,
  partners: partnersText,
};

/** The publishing screens' texts, each kind's under its key. */
export type ScreenTexts = { [K in keyof typeof publishingText]: (typeof publishingText)[K]['en'] };
