import { UiProviders } from '@platform/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';

export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  /** The app's one client; a component test gives each screen its own. */
  queryClient?: QueryClient;
}) {
  return (
    <UiProviders i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </UiProviders>
  );
}
