// The customer-service launcher every page shows. Its code (the button, the chat's connection, the external widget)
// is fetched once the page has rendered, so no page's first load carries it; it shows once its configuration is here.

import { Box } from '@mantine/core';
import type { SupportSource } from '@platform/contracts';
import { lazy } from 'react';
import { AfterFirstRender } from '../feedback/after-first-render.tsx';
import type { ChatClient } from './use-support-chat.ts';

export interface SupportLauncherProps {
  client: ChatClient;
  source: SupportSource;
  /** The app's session token; null for a visitor, who is asked to log in. */
  token: string | null;
  /** The app's log-in address that brings the visitor back to `here` (the page's path and query) afterwards. */
  logInPath: (here: string) => string;
}

const LauncherButton = lazy(async () => ({ default: (await import('./launcher-button.tsx')).LauncherButton }));

/** The header button's size (Mantine's ActionIcon `lg`): its place is kept while its code loads, so nothing shifts. */
const SLOT = 34;

/**
 * The platform's own chat in a drawer, or, when the server names an external widget, that widget, behind a button the
 * app places in its header (docked, like a trading app's service icon: a floating button would cover the controls
 * of whatever page scrolls beneath it). Its place is empty on the page's first render; the button's code is fetched then.
 */
export function SupportLauncher(props: SupportLauncherProps) {
  return (
    <Box w={SLOT} h={SLOT} style={{ flex: 'none' }}>
      <AfterFirstRender>
        <LauncherButton {...props} />
      </AfterFirstRender>
    </Box>
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
