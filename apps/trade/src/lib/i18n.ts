// The trade app's i18next instance. The shell's texts are here; each feature adds its own namespace when it loads.
import { addTexts, createI18n, defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

const shellTexts = defineTexts(english, chinese);

export const i18n = createI18n(shellTexts);

/** Registers a feature's texts; returns the namespace for `useTranslation`. */
export const featureTexts = (namespace: string, texts: { en: object; zh: object }) => addTexts(i18n, namespace, texts);
