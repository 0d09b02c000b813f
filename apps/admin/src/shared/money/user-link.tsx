import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppTexts } from '../texts.ts';

interface MoneyUser {
  userId: number;
  email: string;
  username: string | null;
}

/**
 * Whose money it is: the e-mail (to the user's page) and the user ID. In a table the e-mail stays on one line; in a
 * narrow field (`wrap`) it breaks anywhere rather than run into its neighbour.
 */
export function UserCell({ user, wrap }: { user: MoneyUser; wrap?: boolean }) {
  return (
    <Stack gap={0}>
      <Anchor
        component={Link}
        to={`/users/${user.userId}`}
        size="sm"
        style={wrap ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}
      >
        {user.email}
      </Anchor>
      <Text size="xs" c="dimmed">
        {user.username ? `${user.username} · ` : ''}#{user.userId}
      </Text>
    </Stack>
  );
}

/** From a review to the user's balances and journal, where the reviewer sees what the decision will change. */
export function UserLedgerLink({ userId }: { userId: number }) {
  const { t } = useAppTexts();
  return (
    <Anchor component={Link} to={`/users/${userId}/ledger`} size="sm">
      {t('money.userLedger', { id: userId })}
    </Anchor>
  );
}
