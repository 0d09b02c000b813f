// The launcher itself (see support-launcher.tsx, which loads it once the page has rendered).
import { ActionIcon, Indicator } from '@mantine/core';
import { type SupportConfig, supportApi } from '@platform/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../feedback/toast.ts';
import { COMMON, useTexts } from '../i18n/texts.ts';
import { loadExternalWidget, openExternalWidget } from './external-widget.ts';
import { onOpenRequest, type SupportLauncherProps } from './support-launcher.tsx';
import { ensureSupportChatTexts, SUPPORT_CHAT_NS } from './texts.ts';
import { type ChatClient, useSupportChat } from './use-support-chat.ts';

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
      width="22"
      height="22"
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
 * The customer-service launcher in the app's header: the platform's own chat in a drawer, or, when the server names an
 * external widget, that widget. Docked beside the header's other buttons, it never floats over a page's controls.
 */
export function LauncherButton({ client, source, token, logInPath }: SupportLauncherProps) {
  const { i18n } = useTexts(COMMON);
  ensureSupportChatTexts(i18n);
  const { t } = useTexts(SUPPORT_CHAT_NS);
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that it can animate its closing.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const config = useSupportConfig(client);
  const widget = config?.widget ?? null;
  const builtIn = config !== null && widget === null;
  const chat = useSupportChat({ client, source, token: builtIn ? token : null, open });
  const unread = open ? 0 : (chat.conversation?.unread ?? 0);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

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
  const label = unread > 0 ? t('launcherUnread', { count: unread }) : t('launcher');

  return (
    <>
      <Indicator
        label={<span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
        size={18}
        color="red.9"
        offset={4}
        disabled={unread === 0}
        styles={{ indicator: { pointerEvents: 'none' } }}
      >
        <ActionIcon
          size="lg"
          variant="subtle"
          onClick={launch}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          <ChatIcon />
        </ActionIcon>
      </Indicator>
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
              navigate(logInPath(`${pathname}${search}`));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
