// The seeded texts, in English and Chinese. They describe how this service works and nothing else.
import type { PortalAboutSectionRow, PortalNewsRow, PortalPlanRow, PortalServiceRow } from '@platform/db';

type Seed<Row> = Omit<Row, 'id' | 'published' | 'publishedAt' | 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt'>;

const OFFICIAL_ROUTES_EN =
  '<ul><li>United States: <a href="https://reportfraud.ftc.gov/">reportfraud.ftc.gov</a> (FTC) and ' +
  '<a href="https://www.ic3.gov/">ic3.gov</a> (FBI)</li>' +
  '<li>United Kingdom: <a href="https://www.actionfraud.police.uk/">actionfraud.police.uk</a> and the FCA ' +
  '<a href="https://www.fca.org.uk/scamsmart">ScamSmart</a> pages</li>' +
  '<li>Investment firms in the US: <a href="https://www.sec.gov/tcr">sec.gov/tcr</a> (SEC) and ' +
  '<a href="https://www.finra.org/investors/need-help">finra.org</a> (FINRA)</li>' +
  '<li>Australia: <a href="https://www.scamwatch.gov.au/">scamwatch.gov.au</a></li></ul>';
const OFFICIAL_ROUTES_ZH =
  '<ul><li>美国：<a href="https://reportfraud.ftc.gov/">reportfraud.ftc.gov</a>（FTC）和 ' +
  '<a href="https://www.ic3.gov/">ic3.gov</a>（FBI）</li>' +
  '<li>英国：<a href="https://www.actionfraud.police.uk/">actionfraud.police.uk</a> 以及 FCA 的 ' +
  '<a href="https://www.fca.org.uk/scamsmart">ScamSmart</a> 页面</li>' +
  '<li>美国投资机构：<a href="https://www.sec.gov/tcr">sec.gov/tcr</a>（SEC）和 ' +
  '<a href="https://www.finra.org/investors/need-help">finra.org</a>（FINRA）</li>' +
  '<li>澳大利亚：<a href="https://www.scamwatch.gov.au/">scamwatch.gov.au</a></li></ul>';

export const PLAN_SEED: Seed<PortalPlanRow>[] = [
  {
    language: 'en',
    name: 'Mediation',
    summary: 'We look at your dispute and, if it is one we can mediate, work with both sides towards an agreement.',
    body:
      '<p>You apply online with your evidence. A mediator reviews the case, contacts the other party the way you ' +
      'chose, and reports progress to you. If both sides agree, you read and sign the agreement here.</p>' +
      '<p>Mediation is voluntary: the other party may refuse, and we cannot promise any outcome.</p>',
    feeKind: 'none',
    feePercent: null,
    feeAmount: null,
    feeCurrency: null,
    feeNote: 'No fee at any stage. We never ask you to pay before, during or after mediation.',
    features: [
      'Online application with evidence',
      'A named mediator and written progress reports',
      'An agreement you read and sign online, with a PDF copy',
      'Settlements are paid to you, never through a payment to us',
    ],
    sort: 0,
  },
  {
    language: 'zh',
    name: '调解',
    summary: '我们审查您的纠纷；如属于可调解的范围，将与双方一起努力达成协议。',
    body:
      '<p>您在线提交申请和证据。调解员审查案件，按您选择的方式联系对方，并向您报告进展。' +
      '如双方同意，您在此阅读并签署协议。</p><p>调解是自愿的：对方可能拒绝，我们无法承诺任何结果。</p>',
    feeKind: 'none',
    feePercent: null,
    feeAmount: null,
    feeCurrency: null,
    feeNote: '任何阶段均不收费。我们绝不会在调解之前、之中或之后要求您付款。',
    features: [
      '在线提交申请和证据',
      '指定调解员并提供书面进展报告',
      '在线阅读并签署协议，并提供PDF副本',
      '和解款项直接支付给您，绝不需要向我们付款',
    ],
    sort: 0,
  },
];

export const ABOUT_SEED: Seed<PortalAboutSectionRow>[] = [
  {
    language: 'en',
    tag: 'how-it-works',
    title: 'How mediation works',
    body:
      '<ol><li><strong>Apply.</strong> Tell us who the other party is, what happened and what you paid, and attach ' +
      'your evidence. You get a tracking number.</li>' +
      '<li><strong>Review.</strong> A mediator checks that the dispute is one we can mediate. If not, we tell you why.</li>' +
      '<li><strong>Mediation.</strong> We contact the other party and report each step to you in your report list.</li>' +
      '<li><strong>Agreement.</strong> If both sides agree, you read the agreement, sign it online and download it as a PDF.</li>' +
      '<li><strong>Closing.</strong> The case closes as settled or not settled. Either way you see every step and why.</li></ol>',
    image: null,
    sort: 0,
  },
  {
    language: 'zh',
    tag: 'how-it-works',
    title: '调解流程',
    body:
      '<ol><li><strong>申请。</strong>告诉我们对方是谁、发生了什么、您付了多少钱，并附上证据。您会获得一个案件编号。</li>' +
      '<li><strong>审查。</strong>调解员确认该纠纷是否属于我们可以调解的范围；如不属于，我们会告诉您原因。</li>' +
      '<li><strong>调解。</strong>我们联系对方，并在您的报告列表中告知每一步进展。</li>' +
      '<li><strong>协议。</strong>如双方同意，您阅读协议、在线签署并下载PDF。</li>' +
      '<li><strong>结案。</strong>案件以达成和解或未达成和解结案。无论结果如何，您都能看到每一步及其原因。</li></ol>',
    image: null,
    sort: 0,
  },
  {
    language: 'en',
    tag: 'fees',
    title: 'Fees',
    body:
      '<p>Our fees are exactly those published on the <a href="#/plan">plan page</a>. We never charge an upfront, ' +
      '"release", "tax" or "unlock" fee, and we never ask you to send money or crypto to receive a settlement. ' +
      'Anyone who does is not us.</p>',
    image: null,
    sort: 1,
  },
  {
    language: 'zh',
    tag: 'fees',
    title: '费用',
    body:
      '<p>我们的费用以<a href="#/plan">套餐页面</a>公布的为准。我们绝不收取预付费、"解冻费"、"税费"或"激活费"，' +
      '也绝不会要求您转账或发送加密货币来领取和解款。任何这样做的人都不是我们。</p>',
    image: null,
    sort: 1,
  },
  {
    language: 'en',
    tag: 'stay-safe',
    title: 'Stay safe from recovery scams',
    body:
      '<p>People who have lost money are often contacted by "recovery" services that promise to get it back for a fee. ' +
      'Warning signs: a fee before any work, a guaranteed result, payment in crypto, official-looking seals, or ' +
      'someone claiming to be a regulator or the police.</p><p>If you were defrauded, report it for free to the ' +
      'official routes:</p>' +
      OFFICIAL_ROUTES_EN,
    image: null,
    sort: 2,
  },
  {
    language: 'zh',
    tag: 'stay-safe',
    title: '谨防"追回资金"骗局',
    body:
      '<p>遭受损失的人常被所谓"追回"服务联系，对方承诺收费后帮您追回资金。警示信号：先收费后办事、保证结果、' +
      '要求用加密货币付款、使用看似官方的印章，或冒充监管机构或警察。</p><p>如您遭遇诈骗，可以免费向官方渠道报案：</p>' +
      OFFICIAL_ROUTES_ZH,
    image: null,
    sort: 2,
  },
];

export const SERVICE_SEED: Seed<PortalServiceRow>[] = [
  {
    language: 'en',
    name: 'Shopping and service disputes',
    summary: 'Goods not delivered or not as described, refunds refused, services not provided as agreed.',
    body:
      '<p>Bring the order or contract, proof of payment and your messages with the seller. We contact the seller ' +
      'and look for an agreement: a refund, a replacement or another remedy both sides accept.</p>',
    icon: null,
    sort: 0,
  },
  {
    language: 'zh',
    name: '购物与服务纠纷',
    summary: '未发货、货不对板、拒绝退款，或服务未按约定提供。',
    body: '<p>请准备订单或合同、付款凭证以及与卖家的沟通记录。我们联系卖家，寻求双方都能接受的方案：退款、换货或其他补救。</p>',
    icon: null,
    sort: 0,
  },
  {
    language: 'en',
    name: 'Trading and investment platform disputes',
    summary: 'Withdrawals refused or accounts closed by a broker, exchange or investment platform.',
    body:
      '<p>We mediate with platforms that will talk to us. We do not recover money for a fee and cannot force a ' +
      'platform to pay. If you were defrauded, also report it to the police and to your regulator.</p>',
    icon: null,
    sort: 1,
  },
  {
    language: 'zh',
    name: '交易与投资平台纠纷',
    summary: '经纪商、交易所或投资平台拒绝提现或关闭账户。',
    body: '<p>我们与愿意沟通的平台进行调解。我们不收费追回资金，也无法强制平台付款。如您遭遇诈骗，请同时向警方和监管机构报案。</p>',
    icon: null,
    sort: 1,
  },
];

export const NEWS_SEED: Seed<PortalNewsRow>[] = [
  {
    language: 'en',
    title: 'How our mediation works, step by step',
    summary:
      'From your application to a signed agreement: what happens, who does it, and what it costs (nothing upfront).',
    body:
      '<p>When you apply, your case gets a tracking number and appears in your profile. A mediator reviews it and ' +
      'either accepts it or tells you why we cannot help. Accepted cases go to mediation: we contact the other party ' +
      'and write progress reports you can read at any time.</p><p>If both sides agree, the mediator drafts an ' +
      'agreement. You read it, sign it online and keep a PDF copy with an audit page showing when and how it was signed.</p>' +
      '<p>We never ask for a fee before settlement and never promise that money will be recovered.</p>',
    coverImage: null,
  },
  {
    language: 'zh',
    title: '我们的调解流程详解',
    summary: '从提交申请到签署协议：会发生什么、由谁负责、费用如何（无任何预付费）。',
    body:
      '<p>提交申请后，您的案件会获得一个案件编号并显示在个人中心。调解员审查后决定受理，或告诉您我们无法提供帮助的原因。' +
      '受理的案件进入调解：我们联系对方，并撰写您可随时查看的进展报告。</p><p>如双方同意，调解员起草协议。' +
      '您阅读并在线签署，并保留一份带有审计页的PDF副本，记录签署的时间和方式。</p>' +
      '<p>我们绝不在和解前收费，也绝不承诺一定能追回资金。</p>',
    coverImage: null,
  },
];
