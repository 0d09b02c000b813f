import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

interface MoneyUser {
  userId: number;
  email: string;
  username: string | null;
}

/** Whose money it is: the e-mail (to the user's page) and the user ID. */
export function UserCell({ user }: { user: MoneyUser }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/users/${user.userId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {user.email}
      </Anchor>
      <Text size="xs" c="dimmed">
        {user.username ? `${user.username} · ` : ''}#{user.userId}
      </Text>
    </Stack>
  );
}
