import type { Dictionary } from '../dictionary.ts';

// Under the `richText` key: the formatting toolbar and preview of long texts (news, cases, plans, about-us).
const en = {
  toolbar: 'Formatting of {{field}}',
  write: 'Write',
  preview: 'Preview',
  previewEmpty: 'Nothing to preview yet',
  hint: 'Select text, then choose a format. Only these formats are kept; everything else is removed when saved.',
  formats: {
    bold: 'Bold',
    italic: 'Italic',
    heading: 'Heading',
    subheading: 'Subheading',
    paragraph: 'Paragraph',
    quote: 'Quote',
    bulletList: 'Bulleted list',
    numberedList: 'Numbered list',
    link: 'Link',
  },
  linkAddress: 'Link address',
  linkHint: 'A web (https://) or mail (mailto:) address',
  linkInvalid: 'Enter an address starting with https://, http:// or mailto:',
  linkInsert: 'Insert link',
};

const zh: Dictionary<typeof en> = {
  toolbar: '{{field}}的格式',
  write: '编辑',
  preview: '预览',
  previewEmpty: '暂无可预览的内容',
  hint: '选中文字后选择格式。只保留这些格式，其他内容在保存时会被移除。',
  formats: {
    bold: '加粗',
    italic: '斜体',
    heading: '标题',
    subheading: '小标题',
    paragraph: '段落',
    quote: '引用',
    bulletList: '无序列表',
    numberedList: '有序列表',
    link: '链接',
  },
  linkAddress: '链接地址',
  linkHint: '网址（https://）或邮箱地址（mailto:）',
  linkInvalid: '请输入以 https://、http:// 或 mailto: 开头的地址',
  linkInsert: '插入链接',
};

export const richTextText = { en, zh };
