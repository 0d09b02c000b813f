import { type AppProvidersProps, QueryUiProviders } from '@platform/ui';
import { i18n } from '../lib/i18n.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';

export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  return (
    <QueryUiProviders i18n={i18n} queryClient={queryClient}>
      {children}
    </QueryUiProviders>
  );
}
