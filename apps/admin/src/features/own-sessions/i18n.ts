import type { Dictionary } from '../../shared/dictionary.ts';

// The page's frame; the list's own words are the shared `sessions` texts (@platform/ui).
const en = {
  title: 'Devices and sessions',
  intro: 'Where your operator account is signed in: the back office and any other app you use with it.',
};

const zh: Dictionary<typeof en> = {
  title: '设备与会话',
  intro: '您的运营账号当前登录的位置：后台，以及您用此账号登录的其他应用。',
};

export const ownSessionsText = { en, zh };
