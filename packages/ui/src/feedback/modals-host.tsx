// Mantine's modals provider, mounted the first time a dialog is asked for. With its Modal come the scroll lock, the
// focus trap, ScrollArea and floating-ui: no landing page shows a dialog, so none of that is in an app's first load.
// Everything that opens a dialog goes through `openModal` or `confirm`, which wait for the provider to listen.
import type { modals as ModalsApi } from '@mantine/modals';
import { type ComponentType, useEffect, useState } from 'react';

type Modals = typeof ModalsApi;
type ModalSettings = Parameters<Modals['open']>[0];
type OpenConfirmModal = Parameters<Modals['openConfirmModal']>[0];

let start: (() => void) | null = null;
let loaded: Modals | null = null;
let listening: Promise<Modals> | null = null;
let markListening: ((api: Modals) => void) | null = null;

/** Resolves once the provider is mounted and listening (mounting it if need be). */
function whenListening(): Promise<Modals> {
  if (!listening) {
    listening = new Promise((resolve) => {
      markListening = resolve;
    });
  }
  start?.();
  return listening;
}

/** Renders after the provider, so its effects (the provider's event listeners) have run when this one's does. */
function Listening({ api }: { api: Modals }) {
  useEffect(() => {
    loaded = api;
    markListening?.(api);
  }, [api]);
  return null;
}

/** Where dialogs render: nothing until the first dialog is asked for. UiProviders places it once per app. */
export function ModalsHost() {
  const [host, setHost] = useState<{ Provider: ComponentType; api: Modals } | null>(null);
  useEffect(() => {
    let started = false;
    start = () => {
      if (started) return;
      started = true;
      import('@mantine/modals').then(
        (module) => setHost({ Provider: module.ModalsProvider, api: module.modals }),
        () => {
          started = false; // offline: the next dialog asked for tries again
        },
      );
    };
    if (listening) start(); // asked for before this mounted
    return () => {
      start = null;
    };
  }, []);
  if (!host) return null;
  return (
    <>
      <host.Provider />
      <Listening api={host.api} />
    </>
  );
}

/** Opens a dialog (Mantine's `modals.open`). */
export async function openModal(settings: ModalSettings) {
  (await whenListening()).open(settings);
}

/** Opens a confirmation dialog (Mantine's `modals.openConfirmModal`). */
export async function openConfirmModal(settings: OpenConfirmModal) {
  (await whenListening()).openConfirmModal(settings);
}

/** Closes every open dialog (none can be open before the provider is). */
export function closeAllModals() {
  loaded?.closeAll();
}
