// The portal's i18next instance. Each feature registers its own namespace when its module loads, so a lazily loaded
// page brings its texts with it.
import { addTexts, createI18n, defineTexts } from '@platform/ui';

export const i18n = createI18n(defineTexts({ brand: 'Mediation Portal' }, { brand: '调解服务平台' }));

/** Registers a feature's texts (from `defineTexts`) and returns the namespace for `useTranslation`. */
export const featureTexts = (namespace: string, texts: { en: object; zh: object }) => addTexts(i18n, namespace, texts);
