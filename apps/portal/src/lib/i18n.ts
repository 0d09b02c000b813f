// The portal's i18next instance. Each feature registers its own namespace when its module loads, so a lazily loaded
// page brings its texts with it.
import { addTexts, createI18n, defineTexts, textsNamespace } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

export const i18n = createI18n(defineTexts(english, chinese));

/** Registers a feature's texts (from `defineTexts`) and returns the namespace for `useTranslation`. */
export const featureTexts = <T extends object>(namespace: string, texts: { en: T; zh: object }) =>
  addTexts(i18n, namespace, texts);

/** The app's own texts, given to the instance as it is made (the `app` namespace). */
export const APP = textsNamespace<typeof english>('app');
