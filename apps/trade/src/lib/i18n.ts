// The trade app's i18next instance. The shell's texts are here; each feature adds its own namespace when it loads.
import { addTexts, createI18n, defineTexts } from '@platform/ui';

const shellTexts = defineTexts(
  {
    appName: 'Platform Trade',
    nav: {
      label: 'Main',
      home: 'Home',
      markets: 'Markets',
      watchlists: 'Watchlists',
      trade: 'Trade',
      assets: 'Assets',
      me: 'Me',
      settings: 'Settings',
    },
    notAvailableYet: 'Not available yet',
    error: {
      title: 'Something went wrong',
      body: 'This page could not be shown. Please try again.',
      reload: 'Reload',
      home: 'Go to Home',
    },
  },
  {
    appName: '平台交易',
    nav: {
      label: '主导航',
      home: '首页',
      markets: '行情',
      watchlists: '自选',
      trade: '交易',
      assets: '资产',
      me: '我的',
      settings: '设置',
    },
    notAvailableYet: '暂未开放',
    error: {
      title: '出错了',
      body: '此页面无法显示，请重试。',
      reload: '重新加载',
      home: '返回首页',
    },
  },
);

export const i18n = createI18n(shellTexts);

/** Registers a feature's texts; returns the namespace for `useTranslation`. */
export const featureTexts = (namespace: string, texts: { en: object; zh: object }) => addTexts(i18n, namespace, texts);
