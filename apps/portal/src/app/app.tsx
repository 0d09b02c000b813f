import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';
import './global.css';
import './texts.ts';

export function App() {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
