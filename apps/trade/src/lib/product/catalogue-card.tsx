import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One product in a catalogue (a robot, an institution): its name as the heading, linking to its page (`openLabel`
 * names the link for screen readers), what it trades, an `aside` (its inactive badge), then the rest (`children`).
 * `data-*` attributes go on the card.
 */
export function CatalogueCard({
  titleId,
  to,
  name,
  openLabel,
  subtitle,
  aside,
  children,
  ...data
}: {
  titleId: string;
  to: string;
  name: string;
  openLabel: string;
  subtitle: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  [attribute: `data-${string}`]: string | undefined;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={titleId} {...data}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4" id={titleId}>
              <UnstyledButton
                component={Link}
                to={to}
                aria-label={openLabel}
                fz="inherit"
                fw="inherit"
                c="inherit"
                td="underline"
                style={{ textUnderlineOffset: 3 }}
              >
                {name}
              </UnstyledButton>
            </Title>
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
