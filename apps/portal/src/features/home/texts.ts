import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const HOME = featureTexts(
  'home',
  defineTexts(
    {
      title: 'Home',
      hero: {
        title: 'Mediation for disputes with merchants, platforms and firms',
        lead: 'If you are in a dispute with a business, a mediator can help both sides talk and reach a written agreement. You describe the dispute, we review it, and a mediator works with you and the other party towards a settlement.',
        honest:
          'We take no upfront fees, and we cannot promise that you will get money back. If a service plan has a fee, it is published on that plan before you choose it.',
        login: 'Log in',
      },
      what: {
        title: 'What the service does',
        neutral: {
          title: 'A neutral mediator',
          body: 'A mediator helps you and the other party communicate and look for a solution you can both accept. The mediator does not take sides and does not decide for you.',
        },
        records: {
          title: 'Everything in writing',
          body: 'Your case moves through stated stages. Every change is recorded with its reason, and the mediator’s progress reports are shown to you.',
        },
        agreement: {
          title: 'Agreements you sign yourself',
          body: 'When both sides agree, the terms are written into a mediation agreement. You read it and decide whether to sign; nothing is agreed on your behalf.',
        },
      },
      steps: {
        title: 'How mediation works',
        intro: 'Every case goes through the same stages, and you can see which stage yours is in.',
        application: {
          title: 'Application',
          body: 'Describe the dispute: who the other party is, what happened, the amount involved, and your evidence. Your case gets a number to track it by.',
        },
        review: {
          title: 'Review',
          body: 'A mediator checks whether mediation can help with the dispute. If your application is not accepted, you are told why, in writing.',
        },
        mediation: {
          title: 'Mediation',
          body: 'The mediator contacts the other party the way you chose and works with both sides towards a solution. Progress reports tell you what has happened.',
        },
        agreement: {
          title: 'Agreement',
          body: 'If both sides agree, the mediator drafts a mediation agreement. You read and sign it online; the time of signing and a fingerprint (SHA-256) of the document are recorded.',
        },
        settlement: {
          title: 'Settlement',
          body: 'The other party does what the agreement says, for example pays a refund. Money for you is paid to the payout wallet you set up; you never pay anything to receive it.',
        },
      },
      promises: {
        title: 'Fees, and what we can promise',
        noUpfront: {
          title: 'No upfront fees',
          body: 'We never ask for a fee to start a case or to “unlock”, “release” or “speed up” a recovery. Any fee a service plan has is published on that plan before you choose it.',
        },
        noGuarantee: {
          title: 'No promise of recovery',
          body: 'Mediation depends on the other party taking part. Many disputes end without a settlement, and we tell you plainly when that happens. Nobody can honestly guarantee you will get your money back.',
        },
        noPayment: {
          title: 'We never ask you to send money',
          body: 'We will never ask you to send money or cryptocurrency to us, or to anyone else, in order to receive a payout.',
        },
      },
      warnings: {
        title: 'Warning signs of a recovery scam',
        intro:
          'People who have lost money are often contacted again by “recovery” services that take more. Regulators warn about these signs:',
        upfront: 'A fee demanded upfront, or a “tax”, “release” or “unlock” fee before you can have your money',
        guarantee: 'A guarantee that your money will be recovered',
        seals: 'Official-looking seals, certificates or logos you cannot check with whoever issued them',
        crypto: 'A request to pay in cryptocurrency, with gift cards or by wire transfer',
        impersonation: 'Someone claiming to be a regulator, the police or a government agency who asks you for money',
      },
      latest: {
        title: 'Latest news',
        all: 'All news',
        empty: 'No news has been published yet.',
      },
      featured: {
        title: 'Published cases',
        intro: 'Closed cases, including those that did not settle.',
        all: 'All cases',
        empty: 'No cases have been published yet.',
        settled: 'Settled',
        not_settled: 'Not settled',
        days_one: '{{count}} day to close',
        days_other: '{{count}} days to close',
      },
      plans: {
        title: 'Plans and fees',
        intro: 'Every fee is published. None is charged up front.',
        all: 'See every plan',
        empty: 'No service plans have been published yet.',
        noFee: 'No fee',
        percent: '{{percent}} % of a paid settlement',
      },
      apply: {
        title: 'Ready to describe your dispute?',
        body: 'Applying is free. A mediator reviews your application and tells you in writing whether mediation can help.',
        button: 'Apply for mediation',
      },
      report: {
        title: 'Report fraud for free',
        intro:
          'These official bodies take reports at no cost, whether or not you apply here. Reporting helps them act and warn others; they generally do not recover money for individuals.',
        ftc: {
          name: 'Federal Trade Commission (FTC)',
          region: 'United States',
          what: 'Report fraud, scams and bad business practices.',
        },
        fca: {
          name: 'Financial Conduct Authority (FCA)',
          region: 'United Kingdom',
          what: 'Report a scam, or a firm offering financial services without authorisation.',
        },
        sec: {
          name: 'Securities and Exchange Commission (SEC)',
          region: 'United States',
          what: 'Send a tip or complaint about investment fraud.',
        },
        asic: {
          name: 'Australian Securities and Investments Commission (ASIC)',
          region: 'Australia',
          what: 'How to report misconduct by companies and financial services, and what ASIC does with reports.',
        },
        finra: {
          name: 'FINRA Investor Complaint Center',
          region: 'United States',
          what: 'Complain about a brokerage firm or a broker.',
        },
      },
    },
    {
      title: '首页',
      hero: {
        title: '为您与商家、平台和公司之间的纠纷提供调解',
        lead: '如果您与某家企业发生纠纷，调解员可以帮助双方沟通，并达成书面协议。您描述纠纷，我们进行审核，由调解员与您和对方一起寻求和解。',
        honest:
          '我们不收取任何预付费用，也无法承诺您一定能追回款项。如果某个服务方案收费，费用会在您选择之前公布在该方案中。',
        login: '登录',
      },
      what: {
        title: '我们提供什么服务',
        neutral: {
          title: '中立的调解员',
          body: '调解员帮助您与对方沟通，寻找双方都能接受的解决方案。调解员不偏袒任何一方，也不替您做决定。',
        },
        records: {
          title: '全程书面记录',
          body: '您的案件按明确的阶段推进。每一次变更都会连同原因一起记录，调解员的进度报告会展示给您。',
        },
        agreement: {
          title: '由您本人签署协议',
          body: '双方达成一致后，条款会写入调解协议。您阅读后自行决定是否签署；任何内容都不会在未经您同意的情况下代您约定。',
        },
      },
      steps: {
        title: '调解如何进行',
        intro: '每个案件都经过相同的阶段，您可以随时看到自己的案件处于哪个阶段。',
        application: {
          title: '申请',
          body: '描述纠纷：对方是谁、发生了什么、涉及的金额以及您的证据。您的案件会获得一个编号，便于跟踪。',
        },
        review: {
          title: '审核',
          body: '调解员会判断调解能否帮助解决该纠纷。如果申请未被受理，我们会以书面形式告诉您原因。',
        },
        mediation: {
          title: '调解',
          body: '调解员按您选择的方式联系对方，并与双方一起寻求解决方案。进度报告会告诉您进展情况。',
        },
        agreement: {
          title: '协议',
          body: '如果双方达成一致，调解员会起草调解协议。您在线阅读并签署；签署时间和文件指纹（SHA-256）都会被记录。',
        },
        settlement: {
          title: '履行',
          body: '对方按协议履行，例如退款。应付给您的款项会支付到您设置的收款钱包；您无需支付任何费用即可收款。',
        },
      },
      promises: {
        title: '费用，以及我们能承诺什么',
        noUpfront: {
          title: '不收预付费用',
          body: '我们从不为立案或“解冻”“释放”“加快”追款而收取任何费用。服务方案如有收费，会在您选择之前公布在该方案中。',
        },
        noGuarantee: {
          title: '不承诺追回款项',
          body: '调解取决于对方是否参与。许多纠纷最终没有达成和解，出现这种情况时我们会坦率地告诉您。没有人能诚实地保证您一定能拿回钱。',
        },
        noPayment: {
          title: '我们从不要求您转账',
          body: '我们绝不会要求您向我们或任何其他人转账或发送加密货币，以换取收款。',
        },
      },
      warnings: {
        title: '追款骗局的警示信号',
        intro: '蒙受损失的人常常会再次被所谓的“追款”服务联系，并因此损失更多。监管机构提醒注意以下信号：',
        upfront: '要求预先付费，或在拿回钱之前先交“税费”“释放费”“解冻费”',
        guarantee: '保证一定能追回您的钱',
        seals: '看似官方的印章、证书或标志，却无法向发证方核实',
        crypto: '要求用加密货币、礼品卡或电汇付款',
        impersonation: '自称监管机构、警方或政府部门的人向您要钱',
      },
      latest: {
        title: '最新消息',
        all: '全部新闻',
        empty: '暂无已发布的新闻。',
      },
      featured: {
        title: '已发布的案例',
        intro: '已结案的案例，包括未能和解的案例。',
        all: '全部案例',
        empty: '暂无已发布的案例。',
        settled: '已和解',
        not_settled: '未和解',
        days_one: '{{count}} 天结案',
        days_other: '{{count}} 天结案',
      },
      plans: {
        title: '服务方案与费用',
        intro: '所有费用均公开透明，从不预先收取。',
        all: '查看全部方案',
        empty: '暂无已发布的服务方案。',
        noFee: '免费',
        percent: '已支付和解款的 {{percent}}%',
      },
      apply: {
        title: '准备好描述您的纠纷了吗？',
        body: '申请免费。调解员会审核您的申请，并以书面形式告诉您调解能否提供帮助。',
        button: '申请调解',
      },
      report: {
        title: '免费举报欺诈',
        intro:
          '以下官方机构免费受理举报，无论您是否在此申请。举报有助于它们采取行动并提醒他人；它们通常不会为个人追回款项。',
        ftc: { name: '美国联邦贸易委员会（FTC）', region: '美国', what: '举报欺诈、诈骗和不良商业行为。' },
        fca: { name: '英国金融行为监管局（FCA）', region: '英国', what: '举报诈骗，或未经授权提供金融服务的公司。' },
        sec: { name: '美国证券交易委员会（SEC）', region: '美国', what: '提交有关投资欺诈的线索或投诉。' },
        asic: {
          name: '澳大利亚证券和投资委员会（ASIC）',
          region: '澳大利亚',
          what: '如何举报公司和金融服务中的不当行为，以及 ASIC 如何处理举报。',
        },
        finra: { name: 'FINRA 投资者投诉中心', region: '美国', what: '投诉经纪公司或经纪人。' },
      },
    },
  ),
);
