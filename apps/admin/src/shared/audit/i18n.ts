import type { Dictionary } from '../dictionary.ts';

// Under the `audit` key: shared by the audit log page and the audit sections of detail pages.
const en = {
  title: 'Audit log',
  intro: 'Every operator action: who, when, what and why. Entries cannot be changed or removed.',
  system: 'System',
  columns: {
    time: 'Time',
    actor: 'Actor',
    action: 'Action',
    target: 'Target',
    reason: 'Reason',
    ip: 'IP',
    detail: 'Detail',
  },
  filters: {
    title: 'Filters',
    toggle: 'Filters',
    toggleActive: 'Filters ({{count}} on)',
    action: 'Action',
    actor: 'Actor user ID',
    targetType: 'Target type',
    targetId: 'Target ID',
    from: 'From',
    to: 'To',
    actorInvalid: 'Enter a user ID (digits only)',
    toBeforeFrom: 'The end must not be before the start',
  },
  empty: 'No audit entries yet',
};

const zh: Dictionary<typeof en> = {
  title: '审计日志',
  intro: '所有运营操作：谁、何时、做了什么、为什么。记录不可修改或删除。',
  system: '系统',
  columns: {
    time: '时间',
    actor: '操作人',
    action: '操作',
    target: '对象',
    reason: '原因',
    ip: 'IP',
    detail: '详情',
  },
  filters: {
    title: '筛选',
    toggle: '筛选',
    toggleActive: '筛选（已启用 {{count}} 项）',
    action: '操作',
    actor: '操作人用户ID',
    targetType: '对象类型',
    targetId: '对象ID',
    from: '开始时间',
    to: '结束时间',
    actorInvalid: '请输入用户ID（仅数字）',
    toBeforeFrom: '结束时间不能早于开始时间',
  },
  empty: '暂无审计记录',
};

export const auditText = { en, zh };
