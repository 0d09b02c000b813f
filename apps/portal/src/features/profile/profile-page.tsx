import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useSearchParams } from 'react-router';
import { Page } from '../../lib/ui/page.tsx';
import { CasesTab } from './cases-tab.tsx';
import { DetailsTab } from './details-tab.tsx';
import { useUnreadMessages } from './messages-api.ts';
import { MessagesTab } from './messages-tab.tsx';
import { INBOX_TAB } from './messages-texts.ts';
import { NoticesTab } from './notices-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { PROFILE } from './texts.ts';

const TABS = ['details', 'cases', 'messages', 'reports', 'notifications'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/profile`: details, language and password; the user's cases; their messages (with the unread count on the tab);
 * the mediators' reports; which notices come by e-mail. The tab is in the address.
 */
export function ProfilePage() {
  const { t } = useTexts(PROFILE);
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
          {TABS.map((key) =>
            key === 'messages' ? (
              <MessagesTabLabel key={key} />
            ) : (
              <Tabs.Tab key={key} value={key}>
                {t(`tabs.${key}`)}
              </Tabs.Tab>
            ),
          )}
        </Tabs.List>
        <Tabs.Panel value="details">
          <DetailsTab />
        </Tabs.Panel>
        <Tabs.Panel value="cases">
          <CasesTab />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesTab />
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

/** "Messages", with how many are unread. */
function MessagesTabLabel() {
  const { t } = useTexts(INBOX_TAB);
  const unread = useUnreadMessages();
  return (
    <Tabs.Tab
      value="messages"
      rightSection={
        unread > 0 ? (
          <>
            <Badge size="sm" circle={unread < 10} color="red.8" aria-hidden>
              {unread > 99 ? '99+' : unread}
            </Badge>
            <VisuallyHidden>{t('tabUnread', { count: unread })}</VisuallyHidden>
          </>
        ) : null
      }
    >
      {t('tab')}
    </Tabs.Tab>
  );
}
