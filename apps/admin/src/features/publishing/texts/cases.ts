import type { Dictionary } from '../../../shared/dictionary.ts';

const en = {
  title: 'Published cases',
  intro:
    'Case stories on the portal’s /case page, written from closed cases. Outcome, amounts, dispute type and duration are copied from the case and cannot be typed in; the parties are never named. Cases that did not settle are published too.',
  new: 'New published case',
  empty: 'No published cases yet',
  createTitle: 'New published case',
  editTitle: 'Edit published case',
  columns: {
    title: 'Title',
    source: 'From case',
    outcome: 'Outcome',
    amounts: 'Claimed / settled',
    duration: 'Duration',
  },
  outcomes: { settled: 'Settled', not_settled: 'Not settled' },
  days: '{{count}} days',
  source: 'Closed case',
  sourceHint: 'The figures shown come from this case',
  sourceLoading: 'Loading closed cases…',
  noClosed: 'There are no closed cases to write about yet.',
  chooseCase: 'Choose a closed case',
  caseOption: '{{number}} · {{state}} · {{amount}} {{currency}}',
  notSettled: '—',
};

const zh: Dictionary<typeof en> = {
  title: '公开案例',
  intro:
    '门户 /case 页面上的案例，根据已结案件撰写。结果、金额、纠纷类型和耗时均从案件复制，不能手动填写；绝不公开当事人名称。未达成和解的案件同样公开。',
  new: '新建公开案例',
  empty: '暂无公开案例',
  createTitle: '新建公开案例',
  editTitle: '编辑公开案例',
  columns: { title: '标题', source: '来源案件', outcome: '结果', amounts: '主张 / 和解金额', duration: '耗时' },
  outcomes: { settled: '达成和解', not_settled: '未达成和解' },
  days: '{{count}} 天',
  source: '已结案件',
  sourceHint: '显示的数据来自该案件',
  sourceLoading: '正在加载已结案件…',
  noClosed: '暂无可撰写的已结案件。',
  chooseCase: '请选择一个已结案件',
  caseOption: '{{number}} · {{state}} · {{amount}} {{currency}}',
  notSettled: '—',
};

export const publishedCasesText = { en, zh };
