import { defineTexts } from '@platform/ui';
import { featureTexts } from '../lib/i18n.ts';

/** The shell's own texts: navigation, footer, loading and error states. */
export const SHELL = featureTexts(
  'shell',
  defineTexts(
    {
      nav: {
        label: 'Main',
        home: 'Home',
        openMenu: 'Open menu',
        menu: 'Menu',
      },
      footer: {
        honesty:
          'We take no upfront fees and never promise recovery. We will never ask you to send money or cryptocurrency to receive a payout.',
        copyright: '© {{year}} {{brand}}',
      },
      error: {
        title: 'Something went wrong',
        body: 'This page could not be shown. Check your connection and try again.',
        reload: 'Reload',
      },
    },
    {
      nav: {
        label: '主导航',
        home: '首页',
        openMenu: '打开菜单',
        menu: '菜单',
      },
      footer: {
        honesty: '我们不收取预付费用，也从不承诺追回款项。我们绝不会要求您转账或发送加密货币来换取收款。',
        copyright: '© {{year}} {{brand}}',
      },
      error: {
        title: '出错了',
        body: '无法显示此页面。请检查网络连接后重试。',
        reload: '重新加载',
      },
    },
  ),
);
