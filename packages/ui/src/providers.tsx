import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GlobalLoadingOverlay } from './feedback/loading-overlay.tsx';
import { ModalsHost } from './feedback/modals-host.tsx';
import { NotificationsHost } from './feedback/notifications-host.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** Mantine, dialogs and toasts (their code fetched when the first is raised), the loading overlay and i18n: what every app wraps itself in. */
export function UiProviders({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <NotificationsHost />
        <GlobalLoadingOverlay />
        {children}
        <ModalsHost />
      </MantineProvider>
    </I18nextProvider>
  );
}
