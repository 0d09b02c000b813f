// Registers the app's service worker (production builds only; see packages/ui/src/build/service-worker.js) and offers
// a new version when one is waiting: a notice with "Reload" asks the waiting worker to take over, and the page reloads
// once it has. Loaded after the page, so it costs the first load nothing.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import english from './service-worker.en.json';
import chinese from './service-worker.zh.json';

const TEXTS = { en: english, zh: chinese };
const texts = () => TEXTS[document.documentElement.lang.startsWith('zh') ? 'zh' : 'en'];

function offerUpdate(waiting: ServiceWorker) {
  const { ready, reload, close } = texts();
  notifications.show({
    id: 'app-update',
    autoClose: false,
    withBorder: true,
    closeButtonProps: { 'aria-label': close },
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{ready}</Text>
        <Button size="xs" onClick={() => waiting.postMessage({ type: 'skip-waiting' })}>
          {reload}
        </Button>
      </Group>
    ),
  });
}

export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // The first worker takes over quietly; a later one waits to be asked.
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) window.location.reload();
  });
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}
