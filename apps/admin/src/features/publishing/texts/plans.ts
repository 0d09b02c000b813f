import type { Dictionary } from '../../../shared/dictionary.ts';

const en = {
  title: 'Service plans',
  intro:
    'Plans on the portal’s plan page, with their fees as published. Nothing is ever charged up front: a fee, if a plan has one, is taken only from a settlement actually paid out.',
  new: 'New plan',
  empty: 'No plans yet',
  createTitle: 'New plan',
  editTitle: 'Edit plan',
  columns: { name: 'Plan', fee: 'Published fee', features: 'Features', sort: 'Order' },
  feeKind: 'Fee',
  feeKinds: {
    none: 'No fee',
    percent_of_settlement: 'A percentage of a settlement paid out',
    fixed_on_settlement: 'A fixed amount from a settlement paid out',
  },
  feeText: {
    none: 'No fee',
    percent_of_settlement: '{{percent}} % of a settlement paid out',
    fixed_on_settlement: '{{amount}} {{currency}} from a settlement paid out',
  },
  feePercent: 'Percentage',
  feePercentHint: 'For example 10 or 7.5',
  feeAmount: 'Amount',
  feeCurrency: 'Currency',
  feeNote: 'When and how the fee is taken',
  feeNoteHint: 'Plain words shown beside the fee, e.g. “Only if the other party pays; deducted from that payment.”',
  noUpfront: 'No plan may ask for money before a settlement is paid out; the portal says so on every plan.',
  features: 'What the plan includes',
  featuresHint: 'One per line, up to 12',
  featureCount: '{{count}} listed',
};

const zh: Dictionary<typeof en> = {
  title: '服务套餐',
  intro: '显示在门户套餐页上的套餐及其公布的费用。绝不预先收费：如套餐有费用，仅从实际支付的和解款中收取。',
  new: '新建套餐',
  empty: '暂无套餐',
  createTitle: '新建套餐',
  editTitle: '编辑套餐',
  columns: { name: '套餐', fee: '公布的费用', features: '服务内容', sort: '排序' },
  feeKind: '费用',
  feeKinds: {
    none: '不收费',
    percent_of_settlement: '按实际支付和解款的百分比收取',
    fixed_on_settlement: '从实际支付的和解款中收取固定金额',
  },
  feeText: {
    none: '不收费',
    percent_of_settlement: '实际支付和解款的 {{percent}}%',
    fixed_on_settlement: '从实际支付的和解款中收取 {{amount}} {{currency}}',
  },
  feePercent: '百分比',
  feePercentHint: '例如 10 或 7.5',
  feeAmount: '金额',
  feeCurrency: '币种',
  feeNote: '收费的时间和方式',
  feeNoteHint: '显示在费用旁的说明，例如“仅在对方付款时收取，从该笔付款中扣除。”',
  noUpfront: '任何套餐都不得在和解款支付前要求付款；门户会在每个套餐上说明这一点。',
  features: '套餐包含的服务',
  featuresHint: '每行一项，最多12项',
  featureCount: '共 {{count}} 项',
};

export const plansText = { en, zh };
