import { ActionIcon, Badge, Box, Button, Drawer, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type SupportConfig, type SupportSource, supportApi } from '@platform/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback/toast.ts';
import { ChatPanel } from './chat-panel.tsx';
import { loadExternalWidget, openExternalWidget } from './external-widget.ts';
import { ensureSupportChatTexts, SUPPORT_CHAT_NS } from './texts.ts';
import { type ChatClient, useSupportChat } from './use-support-chat.ts';

export interface SupportLauncherProps {
  client: ChatClient;
  source: SupportSource;
  /** The app's session token; null for a visitor, who is asked to log in. */
  token: string | null;
  /** The app's own way to its log-in page. */
  onLogIn: () => void;
  /** Distance from the bottom of the window, above any bottom navigation. */
  bottomOffset?: number;
}

const LAUNCHER_SIZE = 52;
const OPEN_EVENT = 'support-chat:open';

/** Opens the customer-service chat from anywhere in the app (a menu item, a home tile), as its launcher would. */
export function openSupportChat() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}
let configOnce: Promise<SupportConfig> | null = null;

function useSupportConfig(client: ChatClient): SupportConfig | null {
  const [config, setConfig] = useState<SupportConfig | null>(null);
  useEffect(() => {
    configOnce ??= client.call(supportApi.config, {}, { allowParallel: true });
    configOnce.then(setConfig, () => {
      configOnce = null;
      // Without the configuration the built-in chat still works.
      setConfig({ widget: null });
    });
  }, [client]);
  return config;
}

function ChatIcon() {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />
    </svg>
  );
}

/**
 * The customer-service launcher every page shows: the platform's own chat in a drawer, or, when the server names an
 * external widget, that widget. It floats in the bottom corner and leaves as much room below the page, so it never hides
 * the end of a page.
 */
export function SupportLauncher({ client, source, token, onLogIn, bottomOffset = 16 }: SupportLauncherProps) {
  const { i18n } = useTranslation();
  ensureSupportChatTexts(i18n);
  const { t } = useTranslation(SUPPORT_CHAT_NS);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [open, setOpen] = useState(false);
  const config = useSupportConfig(client);
  const widget = config?.widget ?? null;
  const builtIn = config !== null && widget === null;
  const chat = useSupportChat({ client, source, token: builtIn ? token : null, open });
  const unread = open ? 0 : (chat.conversation?.unread ?? 0);

  useEffect(() => {
    if (widget) loadExternalWidget(widget, i18n.language).catch(() => {});
  }, [widget, i18n.language]);

  const launchRef = useRef<() => void>(() => {});
  useEffect(() => {
    const onOpen = () => launchRef.current();
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);

  if (!config) return null;

  const launch = () => {
    if (!widget) setOpen(true);
    else if (!openExternalWidget()) toast.info(t('widgetLoading'));
  };
  launchRef.current = launch;

  return (
    <>
      <Box aria-hidden="true" h={LAUNCHER_SIZE + 24} />
      <Box pos="fixed" right={16} bottom={bottomOffset} style={{ zIndex: 190 }}>
        <ActionIcon
          size={LAUNCHER_SIZE}
          radius="xl"
          variant="filled"
          onClick={launch}
          aria-label={unread > 0 ? t('launcherUnread', { count: unread }) : t('launcher')}
          aria-haspopup="dialog"
          aria-expanded={open}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          <ChatIcon />
        </ActionIcon>
        {unread > 0 && (
          <Badge
            color="red.9"
            size="sm"
            circle
            pos="absolute"
            top={-4}
            right={-4}
            aria-hidden="true"
            style={{ pointerEvents: 'none' }}
          >
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </Box>
      <Drawer.Root
        opened={open}
        onClose={() => setOpen(false)}
        position={phone ? 'bottom' : 'right'}
        size={phone ? '100%' : 420}
      >
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
                <Button
                  onClick={() => {
                    setOpen(false);
                    onLogIn();
                  }}
                >
                  {t('logIn')}
                </Button>
              </Stack>
            )}
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
