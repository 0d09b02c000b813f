import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'Simulator status',
  intro: 'The market data source: a seeded simulator. The same seed gives the same price history.',
  refreshed: 'Refreshes every 3 seconds. Last checked {{time}}.',
  source: 'Market data source',
  stream: 'Live stream',
  seed: 'Seed',
  tickInterval: 'Tick interval',
  tickIntervalValue: '{{ms}} ms',
  alwaysOpen: 'Sandbox: every market always open',
  alwaysOpenOn: 'On',
  alwaysOpenOff: 'Off (real trading sessions)',
  instruments: 'Instruments',
  halted: 'Halted instruments',
  clientsConnected: 'WebSocket clients connected',
  subscriptions: 'Quote subscriptions',
  startedAt: 'Started at',
};

const zh: Dictionary<typeof en> = {
  title: '模拟器状态',
  intro: '行情数据源：一个带种子的模拟器。相同的种子生成相同的价格历史。',
  refreshed: '每 3 秒刷新一次。最近检查：{{time}}。',
  source: '行情数据源',
  stream: '实时推送',
  seed: '种子',
  tickInterval: '报价间隔',
  tickIntervalValue: '{{ms}} 毫秒',
  alwaysOpen: '沙盒：所有市场始终开市',
  alwaysOpenOn: '开启',
  alwaysOpenOff: '关闭（按真实交易时段）',
  instruments: '品种数量',
  halted: '停牌品种',
  clientsConnected: 'WebSocket 已连接客户端',
  subscriptions: '行情订阅数',
  startedAt: '启动时间',
};

export const simulatorText = { en, zh };
