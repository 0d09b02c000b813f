import type { Dictionary } from './dictionary.ts';

// Texts the shared pieces use (states, tables, roles, reasons), under the `shared` key of the app namespace.
const en = {
  appTitle: 'Back office',
  loading: 'Loading…',
  noMatches: 'Nothing matches these filters',
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
  fileFailed: 'This file could not be loaded',
  openFile: 'Open {{label}}',
  openFullSize: '{{label}} (opens full size in a new tab)',
};

const zh: Dictionary<typeof en> = {
  appTitle: '运营后台',
  loading: '加载中…',
  noMatches: '没有符合筛选条件的结果',
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
  fileFailed: '无法加载此文件',
  openFile: '打开{{label}}',
  openFullSize: '{{label}}（在新标签页中查看原图）',
};

export const sharedText = { en, zh };
