// The customer-service launcher every page shows. Its code (the button, the chat's connection, the external widget)
// is fetched once the page has rendered, so no page's first load carries it; it shows once its configuration is here.
import type { SupportSource } from '@platform/contracts';
import { lazy } from 'react';
import { AfterFirstRender } from '../feedback/after-first-render.tsx';
import type { ChatClient } from './use-support-chat.ts';

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

const LauncherButton = lazy(async () => ({ default: (await import('./launcher-button.tsx')).LauncherButton }));

/**
 * The platform's own chat in a drawer, or, when the server names an external widget, that widget, behind a button
 * floating in the bottom corner. Rendered nothing on the page's first render; the button's code is fetched then.
 */
export function SupportLauncher(props: SupportLauncherProps) {
  return (
    <AfterFirstRender>
      <LauncherButton {...props} />
    </AfterFirstRender>
  );
}

const OPEN_EVENT = 'support-chat:open';
/** A request to open made while no launcher listened (its code still loading): the launcher answers it when ready. */
let openRequested = false;

/** Opens the customer-service chat from anywhere in the app (a menu item, a home tile), as its launcher would. */
export function openSupportChat() {
  openRequested = true;
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Calls `open` for a request made before and for each one to come, until the returned function is called. */
export function onOpenRequest(open: () => void): () => void {
  const answer = () => {
    openRequested = false;
    open();
  };
  if (openRequested) answer();
  window.addEventListener(OPEN_EVENT, answer);
  return () => window.removeEventListener(OPEN_EVENT, answer);
}
