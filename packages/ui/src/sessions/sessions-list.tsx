// The devices-and-sessions list (issue 28 §9): each live session's device, address, when it signed in and was last
// active, this device marked; a sign-out button on each other one, and "Sign out everywhere else" behind a confirm.
// The apps fetch and send (each with its own query client); this only shows and asks.
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { SessionView } from '@platform/contracts';
import { confirm } from '../feedback/confirm.tsx';
import { COMMON, useTexts } from '../i18n/texts.ts';
import { useDateFormat } from '../i18n/use-date-format.ts';
import { ensureSessionsTexts, SESSIONS_NS } from './texts.ts';

export interface SessionsListProps {
  sessions: readonly SessionView[];
  onSignOut(id: string): void;
  onSignOutOthers(): void;
  /** The session whose sign-out is being sent. */
  signingOut?: string | null;
  signingOutOthers?: boolean;
}

export function SessionsList({
  sessions,
  onSignOut,
  onSignOutOthers,
  signingOut,
  signingOutOthers,
}: SessionsListProps) {
  const { i18n } = useTexts(COMMON);
  ensureSessionsTexts(i18n);
  const { t } = useTexts(SESSIONS_NS);
  const { dateTime } = useDateFormat();
  const others = sessions.filter((session) => !session.current);
  const askSignOutOthers = () =>
    confirm({
      title: t('confirmTitle'),
      content: t('confirmBody'),
      okLabel: t('confirmOk'),
      cancelLabel: t('cancel'),
      danger: true,
      onOk: onSignOutOthers,
    });

  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="sessions-title">
      <Title order={2} size="h4" id="sessions-title">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('intro')}
      </Text>
      <List listStyleType="none" spacing="sm" aria-label={t('listLabel')} data-testid="sessions-list">
        {sessions.map((session) => {
          const device = session.device ?? t('unknownDevice');
          return (
            <List.Item key={session.id} data-testid="session-row" data-current={session.current || undefined}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={600}>{device}</Text>
                    {session.current && (
                      <Badge variant="outline" color="teal.9" size="sm">
                        {t('thisDevice')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('address')}: {session.ip ?? t('unknownAddress')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('signedIn')}: {dateTime(session.signedInAt)} · {t('lastSeen')}: {dateTime(session.lastSeenAt)}
                  </Text>
                </Stack>
                {!session.current && (
                  <Button
                    variant="default"
                    size="xs"
                    style={{ flexShrink: 0 }}
                    loading={signingOut === session.id}
                    aria-label={t('signOutNamed', { device, signedIn: dateTime(session.signedInAt) })}
                    onClick={() => onSignOut(session.id)}
                  >
                    {t('signOut')}
                  </Button>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
      <Stack gap="xs" mt="md" align="flex-start">
        {others.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('onlyThisDevice')}
          </Text>
        )}
        <Button
          color="red.9"
          variant="outline"
          disabled={others.length === 0}
          loading={signingOutOthers}
          onClick={askSignOutOthers}
        >
          {t('signOutOthers')}
        </Button>
      </Stack>
    </Paper>
  );
}
