// The words of the devices-and-sessions list, shared by the trade app's security center and the back office.
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/create-i18n.ts';
import { defineTexts } from '../i18n/texts.ts';

export const SESSIONS_NS = 'sessions';

export const sessionsTexts = defineTexts(
  {
    title: 'Devices and sessions',
    intro: 'Where your account is signed in. If you do not recognise a device, sign it out and change your password.',
    listLabel: 'Signed-in devices',
    unknownDevice: 'Unknown device',
    unknownAddress: 'unknown',
    thisDevice: 'This device',
    address: 'Address',
    signedIn: 'Signed in',
    lastSeen: 'Last active',
    signOut: 'Sign out',
    signOutNamed: 'Sign out {{device}}, signed in {{signedIn}}',
    signOutOthers: 'Sign out everywhere else',
    onlyThisDevice: 'No other device is signed in.',
    confirmTitle: 'Sign out everywhere else?',
    confirmBody: 'Every device but this one will be signed out at once, and will need your password to sign in again.',
    confirmOk: 'Sign out everywhere else',
    cancel: 'Cancel',
  },
  {
    title: '设备与会话',
    intro: '您的账户当前在以下设备上登录。如有不认识的设备，请将其退出登录并修改密码。',
    listLabel: '已登录的设备',
    unknownDevice: '未知设备',
    unknownAddress: '未知',
    thisDevice: '本设备',
    address: '地址',
    signedIn: '登录时间',
    lastSeen: '最近活动',
    signOut: '退出登录',
    signOutNamed: '退出 {{device}}（登录于 {{signedIn}}）',
    signOutOthers: '退出其他所有设备',
    onlyThisDevice: '没有其他已登录的设备。',
    confirmTitle: '退出其他所有设备？',
    confirmBody: '除本设备外，所有设备将立即退出登录，再次登录时需要输入密码。',
    confirmOk: '退出其他所有设备',
    cancel: '取消',
  },
);

export function ensureSessionsTexts(instance: i18n) {
  if (!instance.hasResourceBundle('en', SESSIONS_NS)) addTexts(instance, SESSIONS_NS, sessionsTexts);
}
