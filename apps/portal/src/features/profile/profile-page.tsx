import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../lib/ui/page.tsx';
import { CasesTab } from './cases-tab.tsx';
import { DetailsTab } from './details-tab.tsx';
import { NoticesTab } from './notices-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { PROFILE } from './texts.ts';

const TABS = ['details', 'cases', 'reports', 'notifications'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/profile`: details, language and password; the user's cases; the mediators' reports; which notices come by e-mail.
 * The tab is in the address.
 */
export function ProfilePage() {
  const { t } = useTranslation(PROFILE);
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'details';
  return (
    <Page title={t('title')}>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'details' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details">
          <DetailsTab />
        </Tabs.Panel>
        <Tabs.Panel value="cases">
          <CasesTab />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <ReportsTab />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NoticesTab />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
