import { useTexts } from '@platform/ui';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CallToApply } from './sections/call-to-apply.tsx';
import { FeaturedCases } from './sections/featured-cases.tsx';
import { Hero } from './sections/hero.tsx';
import { HowItWorks } from './sections/how-it-works.tsx';
import { LatestNews } from './sections/latest-news.tsx';
import { PlansSummary } from './sections/plans-summary.tsx';
import { Promises } from './sections/promises.tsx';
import { ReportFraud } from './sections/report-fraud.tsx';
import { WarningSigns } from './sections/warning-signs.tsx';
import { WhatWeDo } from './sections/what-we-do.tsx';
import { HOME } from './texts.ts';

/**
 * `/home`: what the service does, how mediation works, what it costs and promises, the latest news, published cases,
 * plans, a call to apply with real case counts, and where to report fraud.
 */
export function HomePage() {
  const { t } = useTexts(HOME);
  usePageTitle(t('title'));
  return (
    <>
      <Hero />
      <WhatWeDo />
      <HowItWorks />
      <Promises />
      <LatestNews />
      <FeaturedCases />
      <PlansSummary />
      <CallToApply />
      <WarningSigns />
      <ReportFraud />
    </>
  );
}
