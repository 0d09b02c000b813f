// The support chat's messages, in both languages; spread into MESSAGES. The first is the spec's text, verbatim.
export const SUPPORT_MESSAGES = {
  contactSupport: { en: 'Please contact online customer service', zh: '请联系在线客服' },
  supportMessageEmpty: { en: 'Please enter a message or attach an image', zh: '请输入消息或添加图片' },
  supportMessageTooLong: { en: 'A message cannot exceed 2000 characters', zh: '消息不能超过2000个字符' },
  supportAttachmentInvalid: { en: 'Please attach an image you have uploaded', zh: '请添加您已上传的图片' },
  supportConversationClosed: { en: 'This conversation is closed', zh: '该会话已关闭' },
  supportSendingTooFast: {
    en: 'You are sending messages too quickly. Please wait a moment',
    zh: '发送过于频繁，请稍候再试',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
