// The browser's offer to install the web app (`beforeinstallprompt`, Chromium browsers only). It can fire before the
// install page's code has loaded, so it is caught from the first script on and kept here until the page asks for it.
// Kept tiny: it is part of the first load.

/** Chromium's event; not in TypeScript's DOM library. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Starts listening; called once by the app's entry. */
export function catchInstallPrompt() {
  addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own banner away: the install page offers it when the user asks.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
}

export const installPrompt = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The offer the browser made, if it made one and it has not been used (an offer can be shown once). */
  offer: () => offer,
  installed: () => installed,
  /** Shows the browser's install dialog; the offer is spent whatever the answer. */
  async prompt(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
    const current = offer;
    if (!current) return 'unavailable';
    offer = null;
    changed();
    await current.prompt();
    return (await current.userChoice).outcome;
  },
};
