// The portal's i18next instance. Each feature registers its own namespace when its module loads, so a lazily loaded
// page brings its texts with it.
import { addTexts, createI18n, defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

export const i18n = createI18n(defineTexts(english, chinese));

/** Registers a feature's texts (from `defineTexts`) and returns the namespace for `useTranslation`. */
export const featureTexts = (namespace: string, texts: { en: object; zh: object }) => addTexts(i18n, namespace, texts);
