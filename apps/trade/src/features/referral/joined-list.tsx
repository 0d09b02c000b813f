import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Referrals } from '@platform/contracts';
import { useDateFormat, useTexts } from '@platform/ui';
import { REFERRAL } from './texts.ts';

interface JoinedListProps {
  total: number;
  rows: Referrals['rows'];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Who signed up with the user's code and when, newest first. */
export function JoinedList({ total, rows, hasMore, loadingMore, onLoadMore }: JoinedListProps) {
  const { t } = useTexts(REFERRAL);
  const { date } = useDateFormat();
  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="joined-title">
      <Title order={2} size="h4" id="joined-title" mb={4}>
        {t('joined.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" data-testid="referral-count">
        {total === 0 ? t('joined.none') : t('joined.count', { count: total })}
      </Text>
      {rows.length > 0 && (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="joined-title">
          {rows.map((row, i) => (
            <Group
              component="li"
              key={`${row.joinedAt}-${row.name}-${i}`}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="sm"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {row.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('joined.on', { date: date(row.joinedAt) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {hasMore && (
        <Group justify="space-between" mt="sm">
          <Text size="xs" c="dimmed">
            {t('joined.shown', { shown: rows.length, total })}
          </Text>
          <Button variant="default" size="sm" onClick={onLoadMore} loading={loadingMore}>
            {t('joined.loadMore')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
