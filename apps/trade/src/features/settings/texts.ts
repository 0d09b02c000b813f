import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const SETTINGS = featureTexts(
  'settings',
  defineTexts(
    {
      title: 'Settings',
      account: 'Account',
      theme: 'Theme',
      themeLight: 'Light',
      themeDark: 'Dark',
      themeSystem: 'Same as this device',
      upColor: 'Price colours',
      greenUp: 'Green up, red down',
      redUp: 'Red up, green down',
      logoutHint: 'You will need your password to log in again.',
    },
    {
      title: '设置',
      account: '账户',
      theme: '主题',
      themeLight: '浅色',
      themeDark: '深色',
      themeSystem: '跟随系统',
      upColor: '涨跌颜色',
      greenUp: '绿涨红跌',
      redUp: '红涨绿跌',
      logoutHint: '再次登录时需要输入密码。',
    },
  ),
);
