// Screens rendered server-side (no DOM) inside the portal's providers, for tests that read the markup in the language
// i18n is set to. The test installs local storage first (installMemoryStorage from @platform/ui, in `vi.hoisted`).
import { renderStaticMarkup } from '@platform/ui/testing';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n.ts';

/** The markup of `node`, with `client`'s cached answers, at the route `at`. */
export const renderMarkup = (node: ReactNode, client?: QueryClient, at?: string): string =>
  renderStaticMarkup(i18n, node, client, at);
