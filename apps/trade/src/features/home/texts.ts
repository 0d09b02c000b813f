import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const HOME = featureTexts(
  'home',
  defineTexts(
    {
      title: 'Home',
      welcome: 'Welcome to Platform Trade',
      intro: 'Open an account with your email and an invite code, or log in to the account you have.',
      hello: 'Hello',
      helloName: 'Hello, {{name}}',
      userId: 'User ID {{id}}',
      openMe: 'View my account',
      comingTitle: 'Coming later',
      comingIntro: 'These parts of the app are being built. They will appear here when they open.',
      coming: {
        markets: 'Markets and quotes',
        trading: 'Trading',
        assets: 'Assets, deposits and withdrawals',
      },
    },
    {
      title: '首页',
      welcome: '欢迎使用平台交易',
      intro: '使用邮箱和邀请码开户，或登录已有账户。',
      hello: '你好',
      helloName: '你好，{{name}}',
      userId: '用户ID {{id}}',
      openMe: '查看我的账户',
      comingTitle: '即将推出',
      comingIntro: '以下功能正在建设中，开放后将显示在这里。',
      coming: {
        markets: '行情与报价',
        trading: '交易',
        assets: '资产、充值与提现',
      },
    },
  ),
);
