// The launcher itself (see support-launcher.tsx, which loads it once the page has rendered).
import { ActionIcon, Badge, Box } from '@mantine/core';
import { type SupportConfig, supportApi } from '@platform/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback/toast.ts';
import { loadExternalWidget, openExternalWidget } from './external-widget.ts';
import { onOpenRequest, type SupportLauncherProps } from './support-launcher.tsx';
import { ensureSupportChatTexts, SUPPORT_CHAT_NS } from './texts.ts';
import { type ChatClient, useSupportChat } from './use-support-chat.ts';

const LAUNCHER_SIZE = 52;

// The drawer and the chat in it are a chunk of their own, fetched when the visitor shows intent (hovers or focuses the
// launcher) or opens it, so every page's first load does not carry them.
const loadDrawer = () => import('./support-drawer.tsx');
const SupportDrawer = lazy(async () => ({ default: (await loadDrawer()).SupportDrawer }));

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
export function LauncherButton({ client, source, token, onLogIn, bottomOffset = 16 }: SupportLauncherProps) {
  const { i18n } = useTranslation();
  ensureSupportChatTexts(i18n);
  const { t } = useTranslation(SUPPORT_CHAT_NS);
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that it can animate its closing.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const config = useSupportConfig(client);
  const widget = config?.widget ?? null;
  const builtIn = config !== null && widget === null;
  const chat = useSupportChat({ client, source, token: builtIn ? token : null, open });
  const unread = open ? 0 : (chat.conversation?.unread ?? 0);

  useEffect(() => {
    if (widget) loadExternalWidget(widget, i18n.language).catch(() => {});
  }, [widget, i18n.language]);

  const launchRef = useRef<() => void>(() => {});
  // Asked to open from elsewhere (also before this loaded): once the configuration says which chat to open.
  useEffect(() => (config ? onOpenRequest(() => launchRef.current()) : undefined), [config]);

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
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
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
      {mounted && (
        <Suspense fallback={null}>
          <SupportDrawer
            open={open}
            onClose={() => setOpen(false)}
            chat={chat}
            client={client}
            token={token}
            onLogIn={() => {
              setOpen(false);
              onLogIn();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
