import type { Dictionary } from '../dictionary.ts';

// Under the `market` key: what every market screen of the back office shares (badge, classes, statuses).
const en = {
  simulated: 'Simulated data',
  classes: { stock: 'Stock', index: 'Index', future: 'Future', forex: 'Forex', metal: 'Spot metal' },
  status: { open: 'Open', closed: 'Closed', halted: 'Halted' },
  groups: { index: 'Index', energy: 'Energy', metals: 'Metals', agricultural: 'Agricultural' },
  regions: { US: 'US', Europe: 'Europe', 'Asia-Pacific': 'Asia-Pacific' },
  sectors: {
    Technology: 'Technology',
    'Communication Services': 'Communication Services',
    'Consumer Discretionary': 'Consumer Discretionary',
    'Consumer Staples': 'Consumer Staples',
    Energy: 'Energy',
    Financials: 'Financials',
    'Health Care': 'Health Care',
    Industrials: 'Industrials',
    Materials: 'Materials',
    Utilities: 'Utilities',
  },
};

const zh: Dictionary<typeof en> = {
  simulated: '模拟数据',
  classes: { stock: '股票', index: '指数', future: '期货', forex: '外汇', metal: '现货贵金属' },
  status: { open: '交易中', closed: '已收盘', halted: '已停牌' },
  groups: { index: '股指', energy: '能源', metals: '金属', agricultural: '农产品' },
  regions: { US: '美国', Europe: '欧洲', 'Asia-Pacific': '亚太' },
  sectors: {
    Technology: '信息技术',
    'Communication Services': '通信服务',
    'Consumer Discretionary': '可选消费',
    'Consumer Staples': '日常消费',
    Energy: '能源',
    Financials: '金融',
    'Health Care': '医疗保健',
    Industrials: '工业',
    Materials: '原材料',
    Utilities: '公用事业',
  },
};

export const marketText = { en, zh };
