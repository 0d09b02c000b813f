import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const FEEDBACK = featureTexts(
  'feedback',
  defineTexts(
    {
      title: 'Feedback',
      intro:
        'Tell us what works, what does not, or ask about your case. Our team reads every message and answers here.',
      formTitle: 'Send feedback',
      category: 'Category',
      content: 'Your feedback',
      contentCount: '{{shown}} of {{max}} characters',
      contentTooLong: '{{over}} characters too many: shorten it to {{max}} characters to send it.',
      contact: 'Other contact (optional)',
      contactHint: 'Only if you want an answer somewhere other than your account e-mail',
      image: 'Image (optional)',
      imageHint: 'A screenshot helps us understand a problem. PNG, JPEG, GIF or WebP, up to 10 MB',
      submit: 'Send feedback',
      mine: 'Your feedback',
      empty: 'You have not sent any feedback yet.',
      status: { open: 'Waiting for an answer', answered: 'Answered' },
      answer: 'Our answer ({{date}})',
      sentOn: 'Sent {{date}}',
    },
    {
      title: '意见反馈',
      intro: '告诉我们哪些做得好、哪些需要改进，或咨询您的案件。我们的团队会阅读每条留言并在此回复。',
      formTitle: '提交反馈',
      category: '类别',
      content: '反馈内容',
      contentCount: '已输入 {{shown}} / {{max}} 个字符',
      contentTooLong: '超出 {{over}} 个字符：请删减至 {{max}} 个字符以内再提交。',
      contact: '其他联系方式（选填）',
      contactHint: '仅当您希望通过账号邮箱以外的方式收到回复时填写',
      image: '图片（选填）',
      imageHint: '截图有助于我们了解问题。PNG、JPEG、GIF 或 WebP，最大 10 MB',
      submit: '提交反馈',
      mine: '您的反馈',
      empty: '您还没有提交过反馈。',
      status: { open: '等待回复', answered: '已回复' },
      answer: '我们的回复（{{date}}）',
      sentOn: '提交于 {{date}}',
    },
  ),
);
