// The words of two-factor sign-in (issue 28 §9), shared by the back office, the trade app and the portal.
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../i18n/create-i18n.ts';
import { defineTexts } from '../i18n/texts.ts';

export const TWO_FACTOR_NS = 'twoFactor';

export const twoFactorTexts = defineTexts(
  {
    title: 'Two-factor authentication',
    codeStepTitle: 'Enter your authentication code',
    codeStepIntro: 'Open your authenticator app and enter the 6-digit code it shows for this account.',
    codeLabel: 'Authentication code',
    codeHint: 'Lost your phone? Enter one of your recovery codes instead.',
    verify: 'Verify',
    back: 'Back',
    enrolIntro:
      'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …), then enter the code it shows.',
    qrAlt: 'QR code to add this account to an authenticator app',
    secretLabel: 'Or enter this key by hand',
    newCodeLabel: 'Code from the app',
    turnOn: 'Turn on',
    recoveryTitle: 'Save your recovery codes',
    recoveryIntro:
      'Each code signs you in once if you lose your authenticator. They are shown only now: print them or keep them in a password manager.',
    recoveryListLabel: 'Recovery codes',
    copy: 'Copy codes',
    copied: 'Copied',
    saved: 'I have saved these recovery codes',
    done: 'Done',
    sectionIntro: 'Sign in with your password and a code from an authenticator app on your phone.',
    statusOn: 'On. {{count}} recovery codes left.',
    statusOff: 'Off.',
    setUp: 'Set up',
    cancel: 'Cancel',
    turnOff: 'Turn off',
    turnOffIntro:
      'Enter your log-in password and a current code (or a recovery code) to turn two-factor authentication off.',
    password: 'Log-in password',
    turnedOn: 'Two-factor authentication is on',
    turnedOff: 'Two-factor authentication is off',
  },
  {
    title: '双重验证',
    codeStepTitle: '输入身份验证码',
    codeStepIntro: '打开身份验证器应用，输入其为本账户显示的6位验证码。',
    codeLabel: '身份验证码',
    codeHint: '手机丢失了？请改为输入一个恢复码。',
    verify: '验证',
    back: '返回',
    enrolIntro:
      '请用身份验证器应用（Google Authenticator、Microsoft Authenticator、1Password 等）扫描此二维码，然后输入应用显示的验证码。',
    qrAlt: '将本账户添加到身份验证器应用的二维码',
    secretLabel: '或手动输入此密钥',
    newCodeLabel: '应用中的验证码',
    turnOn: '开启',
    recoveryTitle: '保存恢复码',
    recoveryIntro: '丢失身份验证器时，每个恢复码可登录一次。恢复码仅显示这一次：请打印或保存在密码管理器中。',
    recoveryListLabel: '恢复码',
    copy: '复制恢复码',
    copied: '已复制',
    saved: '我已保存这些恢复码',
    done: '完成',
    sectionIntro: '登录时除密码外，还需输入手机上身份验证器应用中的验证码。',
    statusOn: '已开启。剩余 {{count}} 个恢复码。',
    statusOff: '未开启。',
    setUp: '设置',
    cancel: '取消',
    turnOff: '关闭',
    turnOffIntro: '请输入登录密码和当前验证码（或恢复码）以关闭双重验证。',
    password: '登录密码',
    turnedOn: '双重验证已开启',
    turnedOff: '双重验证已关闭',
  },
);

export function ensureTwoFactorTexts(instance: i18n) {
  if (!instance.hasResourceBundle('en', TWO_FACTOR_NS)) addTexts(instance, TWO_FACTOR_NS, twoFactorTexts);
}

/** The namespace's words, ready: call at the top of each component that reads them. */
export function useTwoFactorTexts() {
  const { i18n } = useTranslation();
  ensureTwoFactorTexts(i18n);
  return useTranslation(TWO_FACTOR_NS).t;
}
