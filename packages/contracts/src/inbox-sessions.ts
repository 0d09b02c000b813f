// The inbox kind of a sign-in from a new device (issue 28 §9): when, on which device, from which address, and what to do
// if it was not the account's owner. The e-mail of the same notice uses the same words.
import type { InboxKindText } from './inbox.ts';

export const SESSION_INBOX_TEXTS = {
  'session.newDevice': {
    category: 'account',
    urgent: true,
    title: { en: 'New sign-in to your account', zh: '您的账户在新设备上登录' },
    body: {
      en: 'Your account was signed in on {at} on a device we have not seen before: {device}, from the address {ip}. If this was you, there is nothing to do. If it was not, open Security › Devices and sessions, choose “Sign out everywhere else”, and change your password at once.',
      zh: '您的账户于 {at} 在一台此前未见过的设备上登录：{device}，来自地址 {ip}。如果是您本人操作，无需处理。如果不是，请立即打开「安全中心 › 设备与会话」，选择「退出其他所有设备」，并修改登录密码。',
    },
  },
} as const satisfies Record<string, InboxKindText>;

export type SessionInboxKind = keyof typeof SESSION_INBOX_TEXTS;
