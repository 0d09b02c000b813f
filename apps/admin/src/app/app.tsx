import { UiProviders } from '@platform/ui';
import { RouterProvider } from 'react-router';
import { i18n } from './i18n.ts';
import { router } from './router.tsx';
import './styles.css';

export function App() {
  return (
    <UiProviders i18n={i18n}>
      {/* The pages' queries live in the shell (shell/shell-layout.tsx): the log-in page loads no query library. */}
      <RouterProvider router={router} />
    </UiProviders>
  );
}
