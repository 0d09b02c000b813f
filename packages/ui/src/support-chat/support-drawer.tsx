// The customer-service drawer: the platform's own chat, or a prompt to log in. Loaded on demand by the launcher.
import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTexts } from '../i18n/texts.ts';
import { ChatPanel } from './chat-panel.tsx';
import { SUPPORT_CHAT_NS } from './texts.ts';
import type { ChatClient, SupportChatState } from './use-support-chat.ts';

export interface SupportDrawerProps {
  open: boolean;
  onClose: () => void;
  chat: SupportChatState;
  client: ChatClient;
  /** The app's session token; null for a visitor, who is asked to log in. */
  token: string | null;
  onLogIn: () => void;
}

export function SupportDrawer({ open, onClose, chat, client, token, onLogIn }: SupportDrawerProps) {
  const { t } = useTexts(SUPPORT_CHAT_NS);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Drawer.Root opened={open} onClose={onClose} position={phone ? 'bottom' : 'right'} size={phone ? '100%' : 420}>
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: a second banner landmark would clash with the page's own header. */}
        <Drawer.Header {...({ component: 'div' } as object)}>
          <Drawer.Title>{t('title')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('close')} />
        </Drawer.Header>
        <Drawer.Body
          style={{ height: 'calc(100dvh - 64px)', display: 'flex', flexDirection: 'column', paddingBottom: 12 }}
        >
          {token ? (
            <ChatPanel chat={chat} client={client} />
          ) : (
            <Stack align="center" justify="center" style={{ flex: 1 }} gap="md">
              <Text ta="center">{t('logInPrompt')}</Text>
              <Button onClick={onLogIn}>{t('logIn')}</Button>
            </Stack>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
