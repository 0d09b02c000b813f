import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface CenteredPanelProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the panel, e.g. "No account yet? Sign up". */
  footer?: ReactNode;
}

/** A narrow panel for forms such as log-in and sign-up: full width on a phone, centred on a desktop. */
export function CenteredPanel({ title, subtitle, children, footer }: CenteredPanelProps) {
  return (
    <Stack maw={440} mx="auto" w="100%" gap="md" py={{ base: 'xs', sm: 'xl' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Stack gap={4} mb="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
      {footer}
    </Stack>
  );
}
