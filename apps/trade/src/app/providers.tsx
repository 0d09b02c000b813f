import { UiProviders } from '@platform/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n.ts';
import { queryClient as appQueryClient } from './query-client.ts';
import { SessionSync } from './session-sync.tsx';

/** Where this device keeps the user's theme (Settings: light, dark or the system's). */
const COLOR_SCHEME_KEY = 'trade.colorScheme';

export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  /** The app's one client; a component test gives each screen its own. */
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProviders i18n={i18n} colorSchemeKey={COLOR_SCHEME_KEY}>
        <SessionSync />
        {children}
      </UiProviders>
    </QueryClientProvider>
  );
}
