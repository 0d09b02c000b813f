import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'Back office',
  subtitle: 'Operators sign in here. Every action you take is recorded in the audit log.',
  account: 'Email, username or user ID',
  password: 'Password',
  submit: 'Log in',
  signedOut: 'You have been signed out',
  twoFactorNeeded:
    'Every operator signs in with a second factor. Set up an authenticator app now to open the back office.',
};

const zh: Dictionary<typeof en> = {
  title: '运营后台',
  subtitle: '运营人员在此登录。您的每一项操作都会记入审计日志。',
  account: '邮箱、用户名或用户ID',
  password: '密码',
  submit: '登录',
  signedOut: '您已退出登录',
  twoFactorNeeded: '每位运营人员都需使用双重验证登录。请立即设置身份验证器应用以进入运营后台。',
};

export const authText = { en, zh };
