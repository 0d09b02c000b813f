import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../lib/page-title.ts';
import { referralsQuery } from './api.ts';
import { InviteCard } from './invite-card.tsx';
import { JoinedList } from './joined-list.tsx';
import { REFERRAL } from './texts.ts';

/** Invite friends: the user's code, link and QR code, and the people who joined with them. */
export function ReferralsPage() {
  const { t } = useTexts(REFERRAL);
  usePageTitle(t('title'));
  const referrals = useInfiniteQuery(referralsQuery());
  const first = referrals.data?.pages[0];

  return (
    <Stack gap="lg" py={{ base: 0, sm: 'md' }}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text size="sm">{t('intro')}</Text>
        <Text size="xs" c="dimmed">
          {t('noRewards')}
        </Text>
      </Stack>
      {referrals.isError && !first && (
        <Alert color="red" variant="light" title={t('loadFailed')}>
          <Button size="compact-sm" variant="white" color="red" onClick={() => void referrals.refetch()}>
            {t('common:retry')}
          </Button>
        </Alert>
      )}
      {!first && referrals.isPending && <Loader aria-hidden />}
      {first && (
        <>
          {first.inviteCode ? (
            <InviteCard code={first.inviteCode} />
          ) : (
            <Alert variant="light" color="gray">
              {t('noCode')}
            </Alert>
          )}
          <JoinedList
            total={first.total}
            rows={referrals.data?.pages.flatMap((page) => page.rows) ?? []}
            hasMore={referrals.hasNextPage}
            loadingMore={referrals.isFetchingNextPage}
            onLoadMore={() => void referrals.fetchNextPage()}
          />
        </>
      )}
    </Stack>
  );
}
