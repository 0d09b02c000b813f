import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { catchInstallPrompt } from './lib/install-prompt.ts';

catchInstallPrompt();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// Installable and quick to open again: the service worker comes after the page, in a chunk of its own.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void import('./lib/pwa/service-worker.tsx').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}
