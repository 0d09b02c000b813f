// Texts every app shares. Apps add their own namespaces; keys here are stable contracts for tests.
// Messages the server may also send are @platform/contracts' catalogue's, so each text is written once: taken from the
// first-load messages, which are there from the start, not from the `messages` namespace, whose chunk is fetched
// after the app starts (see create-i18n.ts): nothing shared waits for it.
import { FIRST_LOAD_MESSAGES } from '@platform/client';
import english from './common.en.json';
import chinese from './common.zh.json';
import { defineTexts } from './texts.ts';

const { en, zh } = FIRST_LOAD_MESSAGES;
const fromMessages = (messages: typeof en) => ({
  loginExpired: messages.loginExpired,
  networkError: messages.networkError,
  uploadFail: messages.uploadFail,
  sizeExceeded: messages.fileTooLarge,
  success: messages.success,
});

export const common = defineTexts({ ...english, ...fromMessages(en) }, { ...chinese, ...fromMessages(zh) });
