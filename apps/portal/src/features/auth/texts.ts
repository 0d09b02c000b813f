import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const AUTH = featureTexts(
  'auth',
  defineTexts(
    {
      title: 'Log in',
      intro: 'Log in with your username, user ID or email address.',
      account: 'Account',
      accountHint: 'Username, user ID or email address',
      password: 'Password',
      remember: 'Remember me',
      rememberHint:
        'Keeps your account name on this device. This site never stores your password; your browser can remember it for you.',
      submit: 'Log in',
      failed: 'Could not log in',
      signedInAs: 'Signed in as',
    },
    {
      title: '登录',
      intro: '使用用户名、用户ID或邮箱地址登录。',
      account: '账号',
      accountHint: '用户名、用户ID或邮箱地址',
      password: '密码',
      remember: '记住我',
      rememberHint: '在此设备上记住您的账号名。本网站从不保存您的密码；您的浏览器可以为您记住密码。',
      submit: '登录',
      failed: '登录失败',
      signedInAs: '当前登录',
    },
  ),
);
