import { UiProviders } from '@platform/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/query-client.ts';
import { i18n } from './i18n.ts';
import { router } from './router.tsx';
import './styles.css';

export function App() {
  return (
    <UiProviders i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProviders>
  );
}
