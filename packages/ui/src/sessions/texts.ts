// The words of the devices-and-sessions list, shared by the trade app's security center and the back office.
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/create-i18n.ts';
import { defineTexts, textsNamespace } from '../i18n/texts.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const SESSIONS_NS = textsNamespace<typeof english>('sessions');

export const sessionsTexts = defineTexts(english, chinese);

export function ensureSessionsTexts(instance: i18n) {
  if (!instance.hasResourceBundle('en', SESSIONS_NS)) addTexts(instance, SESSIONS_NS, sessionsTexts);
}
