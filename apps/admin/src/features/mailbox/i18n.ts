import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'Dev mailbox',
  intro: 'Emails the platform sent while no SMTP server is configured (development and tests only), newest first.',
  address: 'Recipient address',
  refresh: 'Refresh',
  off: 'The development mailbox is off',
  offText: 'This server sends real email (production, or an SMTP server is configured), so nothing is kept here.',
  empty: 'No emails yet',
  to: 'To',
  sent: 'Sent',
  shown: 'The newest {{count}} emails',
  adminsOnly: 'Only admins read the development mailbox.',
};

const zh: Dictionary<typeof en> = {
  title: '开发邮箱',
  intro: '未配置SMTP服务器时平台发出的邮件（仅限开发和测试），最新的在前。',
  address: '收件地址',
  refresh: '刷新',
  off: '开发邮箱未开启',
  offText: '此服务器发送真实邮件（生产环境或已配置SMTP服务器），因此这里不保存邮件。',
  empty: '暂无邮件',
  to: '收件人',
  sent: '发送时间',
  shown: '最新的 {{count}} 封邮件',
  adminsOnly: '仅管理员可以查看开发邮箱。',
};

export const mailboxText = { en, zh };
