import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** "No account yet? Sign up" under an auth form. */
export function AuthLink({ question, label, to }: { question?: string; label: string; to: string }) {
  return (
    <Text ta="center" size="sm">
      {question && `${question} `}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}
