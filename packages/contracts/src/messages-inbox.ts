// Messages of the inbox and operators' announcements (issue 14 §2), in both languages. (A missing title is the
// portal publishing's 'Please enter the title'.)
export const INBOX_MESSAGES = {
  chooseAudience: { en: 'Please choose who receives it', zh: '请选择接收对象' },
  titleTooLong: { en: 'The title can be at most 80 characters', zh: '标题最多80个字符' },
  enterAnnouncementText: { en: 'Please enter the message', zh: '请输入消息内容' },
  messageTooLong: { en: 'The message can be at most 2000 characters', zh: '消息内容最多2000个字符' },
  announcementSent: { en: 'Announcement sent', zh: '公告已发送' },
  inboxMessageNotFound: { en: 'This message does not exist', zh: '该消息不存在' },
} as const;
