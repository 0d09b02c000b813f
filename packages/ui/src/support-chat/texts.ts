import type { i18n } from 'i18next';
import { addTexts } from '../i18n/create-i18n.ts';
import { defineTexts, textsNamespace } from '../i18n/texts.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

export const SUPPORT_CHAT_NS = textsNamespace<typeof english>('supportChat');

export const supportChatTexts = defineTexts(english, chinese);

/** Adds the chat's texts to an app's i18next instance once (the chat is shared by several apps). */
export function ensureSupportChatTexts(instance: i18n) {
  if (!instance.hasResourceBundle('en', SUPPORT_CHAT_NS)) addTexts(instance, SUPPORT_CHAT_NS, supportChatTexts);
}
