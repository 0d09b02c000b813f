import { UiProviders } from '@platform/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';
import './global.css';
import './texts.ts';

export function App() {
  return (
    <StrictMode>
      <UiProviders i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </UiProviders>
    </StrictMode>
  );
}
