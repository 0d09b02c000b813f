// A Chatwoot-style external chat widget: one script tag from the configured URL, started with the website token.
// The CSP allows the script's origin only when the server is configured with it (plugins/security.ts).
import type { SupportConfig } from '@platform/contracts';
import { localeOf } from '../i18n/locale.ts';

type Widget = NonNullable<SupportConfig['widget']>;

interface WidgetWindow {
  chatwootSettings?: Record<string, unknown>;
  chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void };
  $chatwoot?: { toggle(state?: 'open' | 'close'): void; setLocale?(locale: string): void };
}

let loading: Promise<void> | null = null;

/** Loads the widget once per page; resolves when its SDK has started. */
export function loadExternalWidget(widget: Widget, language: string): Promise<void> {
  if (loading) return loading;
  const w = window as unknown as WidgetWindow;
  // Our launcher opens it: the widget's own bubble would be a second button on every page.
  w.chatwootSettings = { hideMessageBubble: true, locale: localeOf(language).chatWidget, position: 'right' };
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = widget.scriptUrl;
    script.async = true;
    script.onload = () => {
      w.chatwootSDK?.run({ websiteToken: widget.token ?? '', baseUrl: new URL(widget.scriptUrl).origin });
      resolve();
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('chat widget failed to load'));
    };
    document.body.appendChild(script);
  });
  return loading;
}

/** Opens the external widget; false when it is not ready (yet). */
export function openExternalWidget(): boolean {
  const chat = (window as unknown as WidgetWindow).$chatwoot;
  if (!chat) return false;
  chat.toggle('open');
  return true;
}
