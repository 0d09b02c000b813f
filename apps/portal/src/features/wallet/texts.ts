import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const WALLET = featureTexts(
  'wallet',
  defineTexts(
    {
      title: 'Account and payout wallet',
      intro:
        'Your account, and the wallet where you receive settlement payouts. The wallet is only ever used to pay money to you.',
      accountTitle: 'Your account',
      userId: 'User ID',
      email: 'Email',
      username: 'Username',
      joined: 'Member since',
      walletTitle: 'Payout wallet',
      never:
        'We will never ask you to send money or cryptocurrency to this or any other address, for a fee, a tax or to “release” a payout. If anyone asks, it is a scam: report it.',
      current: 'Current payout wallet',
      none: 'No payout wallet yet. Add one so a settlement can be paid to you.',
      updatedAt: 'Set on {{date}}',
      currencyType: 'Currency type',
      address: 'Wallet address',
      addressHint: 'Check the address carefully: a payout sent to a wrong address cannot be recovered.',
      password: 'Current password',
      passwordHint: 'Confirms that it is you who changes where payouts go.',
      save: 'Save payout wallet',
      saved: 'Payout wallet saved',
    },
    {
      title: '账户与收款钱包',
      intro: '您的账户，以及您接收和解款的钱包。该钱包只用于向您付款。',
      accountTitle: '您的账户',
      userId: '用户ID',
      email: '邮箱',
      username: '用户名',
      joined: '注册时间',
      walletTitle: '收款钱包',
      never:
        '我们绝不会要求您向此地址或任何其他地址转账或发送加密货币，无论名义是手续费、税费还是“解冻”款项。如有人这样要求，那就是诈骗：请举报。',
      current: '当前收款钱包',
      none: '尚未设置收款钱包。请添加一个，以便向您支付和解款。',
      updatedAt: '设置于 {{date}}',
      currencyType: '币种',
      address: '钱包地址',
      addressHint: '请仔细核对地址：支付到错误地址的款项无法追回。',
      password: '当前密码',
      passwordHint: '确认是您本人在修改收款地址。',
      save: '保存收款钱包',
      saved: '收款钱包已保存',
    },
  ),
);
