import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'Back office',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  navigation: 'Back office navigation',
  account: 'Account: {{name}}',
  groups: {
    people: 'People',
    access: 'Access',
    markets: 'Markets',
    customers: 'Customers',
    oversight: 'Oversight',
    development: 'Development',
  },
  nav: {
    users: 'Users',
    operators: 'Operators',
    inviteCodes: 'Invitation codes',
    instruments: 'Instruments',
    simulator: 'Simulator status',
    marketNews: 'Market news',
    audit: 'Audit log',
    supportChat: 'Support chat',
    mailbox: 'Dev mailbox',
  },
  notFound: 'There is no page at this address.',
  toUsers: 'Go to users',
  crashed: 'This page failed to load',
  reload: 'Reload',
};

const zh: Dictionary<typeof en> = {
  title: '运营后台',
  openNavigation: '打开导航',
  closeNavigation: '关闭导航',
  navigation: '后台导航',
  account: '账号：{{name}}',
  groups: {
    people: '人员',
    access: '准入',
    markets: '市场',
    customers: '客户',
    oversight: '监督',
    development: '开发',
  },
  nav: {
    users: '用户',
    operators: '运营人员',
    inviteCodes: '邀请码',
    instruments: '交易品种',
    simulator: '模拟器状态',
    marketNews: '市场资讯',
    audit: '审计日志',
    supportChat: '客服聊天',
    mailbox: '开发邮箱',
  },
  notFound: '此地址没有页面。',
  toUsers: '前往用户列表',
  crashed: '页面加载失败',
  reload: '重新加载',
};

export const shellText = { en, zh };
