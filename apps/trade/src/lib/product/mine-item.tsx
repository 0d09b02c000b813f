import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MineCardProps } from './mine-card.tsx';

/**
 * One of the user's own as a denser list item than MineCard (a loan, a follow order): its name linking to its page
 * and its state badge in one row, then the rest (`children`, which set their own space above). `data-*` attributes go
 * on the item.
 */
export function MineItem({ titleId, to, title, badge, children, ...data }: Omit<MineCardProps, 'subtitle'>) {
  return (
    <Paper component="li" p="md" radius="lg" withBorder aria-labelledby={titleId} {...data}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="nowrap">
        <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={to} inherit c="inherit">
            {title}
          </Anchor>
        </Text>
        {badge}
      </Group>
      {children}
    </Paper>
  );
}
