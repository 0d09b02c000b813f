import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GlobalLoadingOverlay } from './feedback/loading-overlay.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** Mantine, modals, toasts, the loading overlay and i18n: what every app wraps itself in. */
export function UiProviders({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications position="top-center" limit={3} />
        <GlobalLoadingOverlay />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
