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
        news: 'News',
        cases: 'Cases',
        plans: 'Plans',
        apply: 'Apply',
        about: 'About',
        aboutUs: 'About us',
        services: 'Services',
        contact: 'Contact',
        feedback: 'Feedback',
        profile: 'Profile',
        realname: 'Real-name verification',
        account: 'Payout wallet',
        contract: 'My agreement',
        accountLabel: 'My account',
        footerLabel: 'About the service',
        openMenu: 'Open menu',
        menu: 'Menu',
      },
      footer: {
        honesty:
          'We take no upfront fees and never promise recovery. We will never ask you to send money or cryptocurrency to receive a payout.',
        copyright: '© {{year}} {{brand}}',
        report: 'Report fraud for free to an official body:',
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
        news: '新闻',
        cases: '案例',
        plans: '服务方案',
        apply: '申请调解',
        about: '关于',
        aboutUs: '关于我们',
        services: '服务',
        contact: '联系我们',
        feedback: '意见反馈',
        profile: '个人资料',
        realname: '实名认证',
        account: '收款钱包',
        contract: '我的协议',
        accountLabel: '我的账户',
        footerLabel: '关于本服务',
        openMenu: '打开菜单',
        menu: '菜单',
      },
      footer: {
        honesty: '我们不收取预付费用，也从不承诺追回款项。我们绝不会要求您转账或发送加密货币来换取收款。',
        copyright: '© {{year}} {{brand}}',
        report: '向官方机构免费举报欺诈：',
      },
      error: {
        title: '出错了',
        body: '无法显示此页面。请检查网络连接后重试。',
        reload: '重新加载',
      },
    },
  ),
);
