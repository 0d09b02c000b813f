// The UI providers under an app's TanStack Query client: what the trade app and the portal wrap themselves in (the
// back office's log-in page goes without the query cache, so it keeps to UiProviders).
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { UiProviders } from './providers.tsx';

/** What an app's providers take: its children and, in a component test, a query client of the screen's own. */
export interface AppProvidersProps {
  children: ReactNode;
  /** The app's one client; a component test gives each screen its own. */
  queryClient?: QueryClient;
}

export function QueryUiProviders({
  queryClient,
  ...ui
}: ComponentProps<typeof UiProviders> & { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProviders {...ui} />
    </QueryClientProvider>
  );
}
