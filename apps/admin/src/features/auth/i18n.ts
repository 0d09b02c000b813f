import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'Back office',
  subtitle: 'Operators sign in here. Every action you take is recorded in the audit log.',
  account: 'Email, username or user ID',
  password: 'Password',
  submit: 'Log in',
  signedOut: 'You have been signed out',
};

const zh: Dictionary<typeof en> = {
  title: '运营后台',
  subtitle: '运营人员在此登录。您的每一项操作都会记入审计日志。',
  account: '邮箱、用户名或用户ID',
  password: '密码',
  submit: '登录',
  signedOut: '您已退出登录',
};

export const authText = { en, zh };
