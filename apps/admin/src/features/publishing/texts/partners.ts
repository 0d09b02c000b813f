import type { Dictionary } from '../../../shared/dictionary.ts';

const en = {
  title: 'Partners',
  intro:
    'The portal shows only partners entered here, each with what the partnership is and how anyone can verify it. No client logos without a record behind them.',
  new: 'New partner',
  empty: 'No partners yet',
  createTitle: 'New partner',
  editTitle: 'Edit partner',
  columns: { name: 'Partner', relationship: 'Partnership', verify: 'How to verify' },
  website: 'Website',
  websiteHint: 'Their own site, a full https:// address',
  logo: 'Logo',
  relationship: 'What the partnership is',
  relationshipHint: 'In plain words, e.g. “Refers consumers to us; no money changes hands.”',
  verifyUrl: 'Page where the partnership can be checked',
  verifyUrlHint: 'Ideally on the partner’s own site, a full https:// address',
  verifyHow: 'How anyone can verify it',
  verifyHowHint: 'The steps, in words (at least 10 characters)',
  logoAlt: 'Logo of {{name}}',
};

const zh: Dictionary<typeof en> = {
  title: '合作伙伴',
  intro: '门户只显示在此录入的合作伙伴，每项都说明合作内容以及任何人如何核实。没有记录支撑的客户标志一律不显示。',
  new: '新建合作伙伴',
  empty: '暂无合作伙伴',
  createTitle: '新建合作伙伴',
  editTitle: '编辑合作伙伴',
  columns: { name: '合作伙伴', relationship: '合作内容', verify: '核实方式' },
  website: '网站',
  websiteHint: '对方官网，完整的 https:// 地址',
  logo: '标志',
  relationship: '合作内容',
  relationshipHint: '用平实的语言说明，例如“向我们转介消费者；双方无资金往来。”',
  verifyUrl: '可核实合作关系的页面',
  verifyUrlHint: '最好是对方官网上的页面，完整的 https:// 地址',
  verifyHow: '任何人如何核实',
  verifyHowHint: '用文字说明步骤（至少10个字符）',
  logoAlt: '{{name}} 的标志',
};

export const partnersText = { en, zh };
