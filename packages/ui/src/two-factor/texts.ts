// The words of two-factor sign-in (issue 28 §9), shared by the back office, the trade app and the portal.

import type { i18n } from 'i18next';
import { addTexts } from '../i18n/create-i18n.ts';
import { COMMON, defineTexts, textsNamespace, useTexts } from '../i18n/texts.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const TWO_FACTOR_NS = textsNamespace<typeof english>('twoFactor');

export const twoFactorTexts = defineTexts(english, chinese);

export function ensureTwoFactorTexts(instance: i18n) {
  if (!instance.hasResourceBundle('en', TWO_FACTOR_NS)) addTexts(instance, TWO_FACTOR_NS, twoFactorTexts);
}

/** The namespace's words, ready: call at the top of each component that reads them. */
export function useTwoFactorTexts() {
  const { i18n } = useTexts(COMMON);
  ensureTwoFactorTexts(i18n);
  return useTexts(TWO_FACTOR_NS).t;
}
