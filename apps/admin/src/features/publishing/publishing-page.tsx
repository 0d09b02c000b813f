import type { ContentKind } from '@platform/contracts';
import { ContentPage } from '../../shared/content/content-page.tsx';
import type { ContentScreen } from '../../shared/content/content-screen.ts';
import { aboutScreen } from './kinds/about.tsx';
import { casesScreen } from './kinds/cases.tsx';
import { certificatesScreen } from './kinds/certificates.tsx';
import { newsScreen } from './kinds/news.tsx';
import { partnersScreen } from './kinds/partners.tsx';
import { plansScreen } from './kinds/plans.tsx';
import { servicesScreen } from './kinds/services.tsx';

// Each kind's table, as apps/server/src/features/content/content-kinds.ts has each kind's store.
const SCREENS: { [K in ContentKind]: ContentScreen<K> } = {
  news: newsScreen,
  cases: casesScreen,
  plans: plansScreen,
  services: servicesScreen,
  about: aboutScreen,
  certificates: certificatesScreen,
  partners: partnersScreen,
};

/** `/publishing/<kind>`: one kind of published content, its list and its form. */
export function PublishingPage<K extends ContentKind>({ kind }: { kind: K }) {
  return <ContentPage screen={SCREENS[kind]} />;
}
