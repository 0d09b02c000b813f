import type { Dictionary } from '../../shared/dictionary.ts';

// Under the `announcements` key: operators' announcements to every customer's inbox, or a segment's.
const en = {
  title: 'Announcements',
  intro:
    'A message to every customer, or to a group of them, that lands in each one’s inbox in the trade app. Every announcement is recorded in the audit log.',
  adminOnly: 'Only admins can send and see announcements.',
  audiences: {
    all: 'All customers',
    en: 'English-speaking',
    zh: 'Chinese-speaking',
    traders: 'Customers who have traded',
  },
  audienceHints: {
    all: 'Every active customer',
    en: 'Active customers whose language is English',
    zh: 'Active customers whose language is Chinese',
    traders: 'Active customers who have opened at least one position',
  },
  compose: {
    heading: 'New announcement',
    audience: 'Send to',
    title: 'Title',
    body: 'Message',
    asWritten: 'Customers read the title and message exactly as written here: write them in the audience’s language.',
    count: '{{count}} of {{max}} characters',
    review: 'Review and send',
  },
  confirm: {
    title: 'Send this announcement?',
    audience: 'Recipients',
    announcement: 'Title',
    inbox: 'Each of them finds it in their inbox at once.',
    final: 'Sending cannot be undone: a sent announcement cannot be changed or withdrawn.',
    send: 'Send announcement',
  },
  sent: {
    heading: 'Sent announcements',
    empty: 'No announcements have been sent yet',
    columns: {
      sentAt: 'Sent',
      audience: 'Audience',
      announcement: 'Announcement',
      recipients: 'Recipients',
      sentBy: 'Sent by',
    },
  },
};

const zh: Dictionary<typeof en> = {
  title: '公告',
  intro: '发送给全部客户或部分客户的消息，会出现在每位客户的交易应用收件箱中。每条公告都会记入审计日志。',
  adminOnly: '只有管理员可以发送和查看公告。',
  audiences: {
    all: '全部客户',
    en: '英文用户',
    zh: '中文用户',
    traders: '有交易记录的客户',
  },
  audienceHints: {
    all: '所有正常状态的客户',
    en: '语言为英文的正常状态客户',
    zh: '语言为中文的正常状态客户',
    traders: '至少开过一次仓的正常状态客户',
  },
  compose: {
    heading: '新建公告',
    audience: '发送给',
    title: '标题',
    body: '消息内容',
    asWritten: '客户看到的标题和内容与此处所写完全一致：请使用接收对象的语言撰写。',
    count: '{{count}} / {{max}} 个字符',
    review: '检查并发送',
  },
  confirm: {
    title: '发送这条公告？',
    audience: '接收对象',
    announcement: '标题',
    inbox: '每位接收者会立即在收件箱中收到。',
    final: '发送后无法撤销：已发送的公告不能修改或撤回。',
    send: '发送公告',
  },
  sent: {
    heading: '已发送的公告',
    empty: '尚未发送任何公告',
    columns: {
      sentAt: '发送时间',
      audience: '接收对象',
      announcement: '公告',
      recipients: '接收人数',
      sentBy: '发送人',
    },
  },
};

export const announcementsText = { en, zh };
