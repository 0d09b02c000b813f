import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import type { i18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GlobalLoadingOverlay } from './feedback/loading-overlay.tsx';
import { ModalsHost } from './feedback/modals-host.tsx';
import { NotificationsHost } from './feedback/notifications-host.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Mantine, dialogs and toasts (their code fetched when the first is raised), the loading overlay and i18n: what every app
 * wraps itself in. An app that offers a dark theme names where the user's choice (light, dark or the system's) is kept;
 * it follows the system until the user chooses. The others stay light.
 */
export function UiProviders({
  i18n,
  colorSchemeKey,
  children,
}: {
  i18n: i18n;
  /** localStorage key of the user's colour scheme choice; without it the app is always light. */
  colorSchemeKey?: string;
  children: ReactNode;
}) {
  const scheme = useMemo(
    () =>
      colorSchemeKey
        ? ({
            defaultColorScheme: 'auto',
            colorSchemeManager: localStorageColorSchemeManager({ key: colorSchemeKey }),
          } as const)
        : ({ forceColorScheme: 'light' } as const),
    [colorSchemeKey],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} {...scheme}>
        <NotificationsHost />
        <GlobalLoadingOverlay />
        {children}
        <ModalsHost />
      </MantineProvider>
    </I18nextProvider>
  );
}
