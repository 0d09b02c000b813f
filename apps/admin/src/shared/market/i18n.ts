import type { Dictionary } from '../dictionary.ts';

// Under the `market` key: what every market screen of the back office shares (badge, classes, statuses).
const en = {
  simulated: 'Simulated data',
  classes: { stock: 'Stock', index: 'Index', future: 'Future', forex: 'Forex', metal: 'Spot metal' },
  status: { open: 'Open', closed: 'Closed', halted: 'Halted' },
};

const zh: Dictionary<typeof en> = {
  simulated: '模拟数据',
  classes: { stock: '股票', index: '指数', future: '期货', forex: '外汇', metal: '现货贵金属' },
  status: { open: '交易中', closed: '已收盘', halted: '已停牌' },
};

export const marketText = { en, zh };
