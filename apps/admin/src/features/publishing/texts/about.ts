import type { Dictionary } from '../../../shared/dictionary.ts';

const en = {
  title: 'About-us sections',
  intro: 'The sections of the portal’s /about and /aboutUs/{tag} pages, one per tag and language.',
  new: 'New section',
  empty: 'No about-us sections yet',
  createTitle: 'New section',
  editTitle: 'Edit section',
  columns: { title: 'Section', tag: 'Address', sort: 'Order' },
  tag: 'Tag',
  tagHint: 'Its address on the portal: /aboutUs/<tag>. Lower-case letters, digits and -',
  image: 'Image',
};

const zh: Dictionary<typeof en> = {
  title: '关于我们',
  intro: '门户 /about 和 /aboutUs/{tag} 页面的栏目，每个标签和语言各一个。',
  new: '新建栏目',
  empty: '暂无“关于我们”栏目',
  createTitle: '新建栏目',
  editTitle: '编辑栏目',
  columns: { title: '栏目', tag: '地址', sort: '排序' },
  tag: '标签',
  tagHint: '在门户中的地址：/aboutUs/<标签>。仅限小写字母、数字和 -',
  image: '图片',
};

export const aboutUsText = { en, zh };
