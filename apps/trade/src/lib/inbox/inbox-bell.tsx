// The header's way to the inbox: a bell with the live unread count, named with it for screen readers.
import { ActionIcon, Indicator } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { useInboxNews } from './inbox-news.ts';
import { INBOX } from './texts.ts';
import { useInboxUnread } from './use-inbox-unread.ts';

const BellIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function InboxBell() {
  const { t } = useTexts(INBOX);
  const unread = useInboxUnread();
  useInboxNews();
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red.8"
      offset={4}
      disabled={unread === 0}
      data-testid="inbox-unread"
      data-count={unread}
    >
      <ActionIcon component={Link} to="/inbox" variant="subtle" size="lg" aria-label={label} title={label}>
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
