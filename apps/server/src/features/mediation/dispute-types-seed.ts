// The kinds of dispute the service mediates and what to bring for each, written to the database on first start.
import type { RequiredMaterial } from '@platform/db';

const material = (
  key: string,
  en: string,
  zh: string,
  hintEn: string,
  hintZh: string,
  required: boolean,
): RequiredMaterial => ({ key, label: { en, zh }, hint: { en: hintEn, zh: hintZh }, required });

const payment = material(
  'payment_proof',
  'Proof of payment',
  '付款凭证',
  'A bank statement line, card receipt or transaction record showing what you paid, when and to whom.',
  '显示付款金额、时间和收款方的银行流水、刷卡凭证或交易记录。',
  true,
);
const correspondence = material(
  'correspondence',
  'Your messages with them',
  '与对方的沟通记录',
  'E-mails, chats or letters in which you asked them to put things right, with their answers.',
  '您要求对方解决问题的邮件、聊天记录或信件，以及对方的回复。',
  true,
);
const agreement = material(
  'agreement',
  'The order, contract or terms',
  '订单、合同或条款',
  'The order confirmation, contract, booking or the terms that applied when you paid.',
  '订单确认、合同、预订单或付款时适用的条款。',
  true,
);
const screenshots = material(
  'screenshots',
  'Screenshots',
  '截图',
  'Screenshots of the listing, your account or the error, showing the date if you can.',
  '商品页面、您的账户或错误信息的截图，尽量显示日期。',
  false,
);
const timeline = material(
  'timeline',
  'A short timeline',
  '简要时间线',
  'What happened, in order, with dates. You can write it in the description.',
  '按时间顺序写明发生了什么及日期，可以写在描述中。',
  true,
);

export const DISPUTE_TYPE_SEED = [
  {
    value: 'online_purchase',
    labelEn: 'Online purchase',
    labelZh: '网络购物',
    descriptionEn:
      'Goods not delivered, not as described, or a refund refused by an online shop or marketplace seller.',
    descriptionZh: '网店或平台卖家未发货、货不对板或拒绝退款。',
    materials: [agreement, payment, correspondence, screenshots, timeline],
  },
  {
    value: 'service_contract',
    labelEn: 'Service not provided as agreed',
    labelZh: '服务未按约定提供',
    descriptionEn: 'A paid service that was not delivered, or delivered far from what was agreed.',
    descriptionZh: '已付费的服务未提供，或与约定相差甚远。',
    materials: [agreement, payment, correspondence, timeline],
  },
  {
    value: 'trading_platform',
    labelEn: 'Trading or investment platform',
    labelZh: '交易或投资平台',
    descriptionEn:
      'A broker, exchange or investment platform that refuses a withdrawal or closed your account. We mediate with the ' +
      'platform; we do not recover funds for a fee. If you were defrauded, also report it to the police and your regulator.',
    descriptionZh:
      '经纪商、交易所或投资平台拒绝提现或关闭您的账户。我们与平台进行调解，不收费追回资金。如您遭遇诈骗，请同时向警方和监管机构报案。',
    materials: [
      agreement,
      payment,
      correspondence,
      material(
        'account_statement',
        'Account statement',
        '账户对账单',
        'The statement or history of your account on the platform, showing deposits, trades and withdrawal requests.',
        '您在平台上的账户对账单或历史记录，显示入金、交易和提现申请。',
        true,
      ),
      screenshots,
      timeline,
    ],
  },
  {
    value: 'travel_booking',
    labelEn: 'Travel and bookings',
    labelZh: '旅行与预订',
    descriptionEn: 'Flights, hotels, tours or tickets cancelled or changed without the refund or change you were due.',
    descriptionZh: '航班、酒店、旅游团或门票被取消或变更，但未获得应有的退款或改签。',
    materials: [agreement, payment, correspondence, timeline],
  },
  {
    value: 'subscription',
    labelEn: 'Subscription or cancellation',
    labelZh: '订阅或取消',
    descriptionEn: 'Charges that continued after you cancelled, or a subscription you could not cancel.',
    descriptionZh: '取消后仍被扣费，或无法取消订阅。',
    materials: [payment, correspondence, screenshots, timeline],
  },
  {
    value: 'other',
    labelEn: 'Something else',
    labelZh: '其他',
    descriptionEn: 'Any other dispute with a business that you have tried to resolve with them first.',
    descriptionZh: '您已先尝试与商家自行解决的其他纠纷。',
    materials: [payment, correspondence, timeline],
  },
];
