import { Title } from '@mantine/core';
import { createI18n, UiProviders } from '@platform/ui';
import { createRoot } from 'react-dom/client';

const i18n = createI18n({ en: {}, zh: {} });
createRoot(document.getElementById('root')!).render(
  <UiProviders i18n={i18n}>
    <main>
      <Title>Starting</Title>
    </main>
  </UiProviders>,
);
