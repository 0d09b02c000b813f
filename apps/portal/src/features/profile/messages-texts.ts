import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

/** The Messages tab's words (the messages themselves are INBOX_TEXTS, in contracts). */
export const INBOX_TAB = featureTexts(
  'profileMessages',
  defineTexts(
    {
      tab: 'Messages',
      tabUnread: '{{count}} unread',
      title: 'Messages',
      intro:
        'What happens in your cases, and notices about your account, newest first. Open a message to go to what it is about.',
      empty: 'No messages yet.',
      unread: 'Unread',
      markAllRead: 'Mark all read',
      markedRead_one: '{{count}} message marked read',
      markedRead_other: '{{count}} messages marked read',
      open: 'Open',
      categories: {
        mediation: 'Case',
        system: 'Announcement',
        kyc: 'Identity',
        support: 'Customer service',
        account: 'Account',
        trade: 'Trading',
        money: 'Funds',
      },
    },
    {
      tab: '消息',
      tabUnread: '{{count}} 条未读',
      title: '消息',
      intro: '您的案件动态及账户通知，按时间由新到旧排列。打开消息即可前往相关内容。',
      empty: '暂无消息。',
      unread: '未读',
      markAllRead: '全部标为已读',
      markedRead_one: '已将 {{count}} 条消息标为已读',
      markedRead_other: '已将 {{count}} 条消息标为已读',
      open: '查看',
      categories: {
        mediation: '案件',
        system: '公告',
        kyc: '身份认证',
        support: '客服',
        account: '账户',
        trade: '交易',
        money: '资金',
      },
    },
  ),
);
