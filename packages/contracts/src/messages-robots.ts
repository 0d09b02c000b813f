// Messages of AI trading robots (issue 18 §1), in both languages: refusals (each on its field), confirmations, the
// strategies' rules in plain words and the backtest's label.
export const ROBOT_MESSAGES = {
  robotProductNotFound: { en: 'This robot does not exist', zh: '该机器人不存在' },
  robotProductInactive: { en: 'This robot is not offered now', zh: '该机器人暂不提供' },
  robotNotFound: { en: 'You have no robot with this number', zh: '您没有该编号的机器人' },
  robotChoosePlan: { en: 'Please choose to buy or to rent', zh: '请选择购买或租用' },
  robotRentDaysUnknown: { en: 'Please choose one of the rental periods offered', zh: '请选择提供的租用期限' },
  robotAllocationFormat: {
    en: 'Enter an amount with at most 2 decimals',
    zh: '请输入最多两位小数的金额',
  },
  robotAllocationTooSmall: { en: 'The allocation is below this robot’s minimum', zh: '分配金额低于该机器人的最低要求' },
  robotAllocationOverFree: {
    en: 'The allocation (with the fee) is more than the free margin of your trading account',
    zh: '分配金额（含费用）超过交易账户的可用保证金',
  },
  robotAllocationOverEquity: {
    en: 'All your robots’ allocations together may not exceed your trading account’s equity: {{available}} {{currency}} is still available to allocate',
    zh: '所有机器人的分配金额合计不得超过交易账户净值：尚可分配 {{available}} {{currency}}',
  },
  robotGridRange: { en: 'The upper price must be above the lower price', zh: '上限价格须高于下限价格' },
  robotSlowAboveFast: { en: 'The slow average must be longer than the fast one', zh: '慢速均线周期须长于快速均线' },
  robotQuantityLots: { en: 'The quantity must be a whole number of lots', zh: '数量须为整手' },
  robotParamsStrategy: { en: 'These parameters are for another strategy', zh: '参数与该策略不符' },
  robotPurchased: { en: 'Robot purchased', zh: '机器人已购买' },
  robotStarted: { en: 'Robot started', zh: '机器人已启动' },
  robotPausedDone: { en: 'Robot paused', zh: '机器人已暂停' },
  robotStoppedDone: { en: 'Robot stopped', zh: '机器人已停止' },
  robotProductSaved: { en: 'Robot product saved', zh: '机器人产品已保存' },
  robotNameTaken: { en: 'Another robot product has this name', zh: '已有同名机器人产品' },
  robotStepped: { en: 'The robot ran one step', zh: '机器人已执行一步' },
  robotAlreadyRunning: { en: 'This robot is already running', zh: '该机器人已在运行' },
  robotNotRunning: { en: 'This robot is not running', zh: '该机器人未在运行' },
  robotIsStopped: { en: 'This robot has been stopped', zh: '该机器人已停止' },
  robotRentalExpired: { en: 'This rental has expired', zh: '租用已到期' },
  robotChooseStopMode: {
    en: 'Please choose to close the positions or hand them back',
    zh: '请选择平仓或将持仓转交给您',
  },
  /** Why a step placed nothing (shown as the robot's latest note). */
  robotNoteOverAllocation: {
    en: 'An order was skipped: it would take the robot’s margin above its allocation',
    zh: '已跳过一笔订单：它会使机器人的保证金超过分配金额',
  },
  robotNoteMarketClosed: { en: 'The market is closed: the robot waits', zh: '市场休市，机器人等待中' },
  robotNoteRefused: { en: 'The order desk refused an order: {{reason}}', zh: '下单被拒绝：{{reason}}' },
  robotNoteWaitingData: {
    en: 'Waiting for enough price history to decide',
    zh: '等待足够的价格历史以作出决策',
  },
  robotBacktestLabel: {
    en: 'Past simulated results. Not a promise of future returns.',
    zh: '过往模拟结果，不代表未来收益。',
  },
  robotRulesGrid: {
    en: 'Divides the range from the lower to the upper price into equal steps. Each time the price falls to a step line it buys the step’s quantity; each bought step is sold when the price rises to the next line up. Outside the range it does nothing.',
    zh: '将下限价格到上限价格的区间等分为若干格。价格每下跌到一条格线就买入该格的数量；每个已买入的格在价格上涨到上一条格线时卖出。价格在区间之外时不操作。',
  },
  robotRulesDca: {
    en: 'Buys a fixed quantity every interval, up to the maximum number of buys. When the price is the take-profit percent above the average buying price, it sells everything and starts again.',
    zh: '每隔固定时间买入固定数量，最多买入设定的次数。当价格高于平均买入价达到止盈百分比时，全部卖出并重新开始。',
  },
  robotRulesTrend: {
    en: 'Holds the quantity while the fast moving average of minute closes is above the slow one, and is flat otherwise.',
    zh: '当分钟收盘价的快速均线高于慢速均线时持有设定数量，否则空仓。',
  },
  robotRulesMeanReversion: {
    en: 'Buys the quantity when the price is the set number of standard deviations below its mean over the lookback, and sells once the price is back at or above that mean.',
    zh: '当价格低于回看期均值达到设定的标准差倍数时买入设定数量，价格回到均值或以上时卖出。',
  },
} as const;
