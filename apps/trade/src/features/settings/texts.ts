import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const SETTINGS = featureTexts(
  'settings',
  defineTexts(
    {
      title: 'Settings',
      account: 'Account',
      logoutHint: 'You will need your password to log in again.',
    },
    {
      title: '设置',
      account: '账户',
      logoutHint: '再次登录时需要输入密码。',
    },
  ),
);
