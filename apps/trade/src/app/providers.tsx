import { type AppProvidersProps, QueryUiProviders } from '@platform/ui';
import { i18n } from '../lib/i18n.ts';
import { queryClient as appQueryClient } from './query-client.ts';
import { SessionSync } from './session-sync.tsx';

/** Where this device keeps the user's theme (Settings: light, dark or the system's). */
const COLOR_SCHEME_KEY = 'trade.colorScheme';

export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  return (
    <QueryUiProviders i18n={i18n} colorSchemeKey={COLOR_SCHEME_KEY} queryClient={queryClient}>
      <SessionSync />
      {children}
    </QueryUiProviders>
  );
}
