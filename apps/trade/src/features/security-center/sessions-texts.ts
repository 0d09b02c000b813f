import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

/** The devices page's frame; the list's own words are the shared `sessions` texts (@platform/ui). */
export const SECURITY_SESSIONS = featureTexts(
  'securitySessions',
  defineTexts(
    {
      title: 'Devices and sessions',
      back: 'Security center',
      link: 'Devices and sessions',
      linkIntro: 'See where your account is signed in, and sign out devices you do not use.',
    },
    {
      title: '设备与会话',
      back: '安全中心',
      link: '设备与会话',
      linkIntro: '查看您的账户在哪些设备上登录，并退出不再使用的设备。',
    },
  ),
);
