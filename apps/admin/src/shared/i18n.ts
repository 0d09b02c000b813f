import type { Dictionary } from './dictionary.ts';

// Texts the shared pieces use (states, tables, roles, reasons), under the `shared` key of the app namespace.
const en = {
  appTitle: 'Back office',
  loading: 'Loading…',
  empty: 'Nothing here yet',
  noMatches: 'Nothing matches these filters',
  loadFailed: 'Could not load this',
  retry: 'Try again',
  total: '{{count}} in total',
  pages: 'Pages',
  page: 'Page {{page}}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  search: 'Search',
  reset: 'Reset',
  close: 'Close',
  none: '—',
  reason: 'Reason',
  reasonHint: 'Recorded in the audit log with your name',
  roles: { admin: 'Admin', reviewer: 'Reviewer', mediator: 'Mediator', support: 'Support' },
  status: { active: 'Active', disabled: 'Disabled' },
  customer: 'Customer',
  noAccess: 'This account has no back-office access',
};

const zh: Dictionary<typeof en> = {
  appTitle: '运营后台',
  loading: '加载中…',
  empty: '暂无数据',
  noMatches: '没有符合筛选条件的结果',
  loadFailed: '加载失败',
  retry: '重试',
  total: '共 {{count}} 条',
  pages: '分页',
  page: '第 {{page}} 页',
  previousPage: '上一页',
  nextPage: '下一页',
  search: '搜索',
  reset: '重置',
  close: '关闭',
  none: '—',
  reason: '原因',
  reasonHint: '将以您的名义记入审计日志',
  roles: { admin: '管理员', reviewer: '审核员', mediator: '调解员', support: '客服' },
  status: { active: '正常', disabled: '已停用' },
  customer: '客户',
  noAccess: '该账号没有后台访问权限',
};

export const sharedText = { en, zh };
