// The trade app's i18next instance. The shell's texts are here; each feature adds its own namespace when it loads.
import { addTexts, createI18n, defineTexts, textsNamespace } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

const shellTexts = defineTexts(english, chinese);

export const i18n = createI18n(shellTexts);

/** Registers a feature's texts; returns the namespace for `useTranslation`. */
export const featureTexts = <T extends object>(namespace: string, texts: { en: T; zh: object }) =>
  addTexts(i18n, namespace, texts);

/** The app's own texts, given to the instance as it is made (the `app` namespace). */
export const APP = textsNamespace<typeof english>('app');
