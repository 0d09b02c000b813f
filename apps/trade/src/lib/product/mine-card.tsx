import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type MineCardProps = {
  titleId: string;
  to: string;
  title: ReactNode;
  subtitle?: ReactNode;
  badge: ReactNode;
  children: ReactNode;
  [attribute: `data-${string}`]: string | undefined;
};

/**
 * One of the user's own (a subscription, a contract, a robot) in a list: its name linking to its page, what else names
 * it when there is more, its state badge, then the figures (`children`). `data-*` attributes go on the item.
 */
export function MineCard({ titleId, to, title, subtitle, badge, children, ...data }: MineCardProps) {
  return (
    <Paper component="li" withBorder radius="lg" p="md" aria-labelledby={titleId} {...data}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          {subtitle === undefined ? (
            <Anchor component={Link} to={to} fw={700} id={titleId} style={{ minWidth: 0 }}>
              {title}
            </Anchor>
          ) : (
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={to} fw={700} id={titleId}>
                {title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {subtitle}
              </Text>
            </div>
          )}
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
