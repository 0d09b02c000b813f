import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'Feedback',
  intro: 'What users write in the portal’s feedback and contact forms. Answers appear in the user’s feedback list.',
  statusFilter: 'Status',
  categoryFilter: 'Category',
  all: 'All',
  status: { open: 'Waiting for an answer', answered: 'Answered' },
  empty: 'No feedback waiting for an answer',
  item: 'Feedback #{{id}}',
  from: 'From',
  contactForm: '{{name}} <{{email}}> (contact form)',
  contact: 'Other contact',
  subject: 'Subject',
  received: 'Received',
  image: 'Attached image',
  imageName: 'Image sent with feedback #{{id}}',
  answer: 'Answer',
  answerHint: 'The user reads this in the portal. Write it as you would sign it.',
  contactAnswerHint:
    'Sent from the contact form without an account: answer by e-mail as well, the portal cannot show it to them.',
  send: 'Send answer',
  sent: 'Answer sent',
  answeredBy: 'Answered by {{name}} on {{at}}',
  noAnswerRole: 'Only support staff and admins answer feedback.',
};

const zh: Dictionary<typeof en> = {
  title: '意见反馈',
  intro: '用户在门户反馈表单和联系表单中提交的内容。回复会显示在用户的反馈列表中。',
  statusFilter: '状态',
  categoryFilter: '类别',
  all: '全部',
  status: { open: '待回复', answered: '已回复' },
  empty: '暂无待回复的反馈',
  item: '反馈 #{{id}}',
  from: '来自',
  contactForm: '{{name}} <{{email}}>（联系表单）',
  contact: '其他联系方式',
  subject: '主题',
  received: '收到时间',
  image: '附图',
  imageName: '反馈 #{{id}} 的附图',
  answer: '回复',
  answerHint: '用户会在门户中看到此回复，请以署名的口吻撰写。',
  contactAnswerHint: '此条来自未登录的联系表单：请同时通过邮件回复，门户无法向其显示回复。',
  send: '发送回复',
  sent: '回复已发送',
  answeredBy: '由 {{name}} 于 {{at}} 回复',
  noAnswerRole: '只有客服和管理员可以回复反馈。',
};

export const feedbackText = { en, zh };
