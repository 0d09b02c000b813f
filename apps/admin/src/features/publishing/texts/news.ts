import type { Dictionary } from '../../../shared/dictionary.ts';

const en = {
  title: 'Portal news',
  intro: 'News on the portal’s home and news pages. Text is formatted with a few tags and cleaned by the server.',
  new: 'New news item',
  empty: 'No portal news yet',
  createTitle: 'New news item',
  editTitle: 'Edit news item',
  columns: { title: 'Title', cover: 'Cover', publishedAt: 'Published' },
  coverAlt: 'Cover of “{{title}}”',
  noCover: 'No cover',
};

const zh: Dictionary<typeof en> = {
  title: '门户新闻',
  intro: '显示在门户首页和新闻页的新闻。正文可使用少量格式标签，并由服务器清理。',
  new: '新建新闻',
  empty: '暂无门户新闻',
  createTitle: '新建新闻',
  editTitle: '编辑新闻',
  columns: { title: '标题', cover: '封面', publishedAt: '发布时间' },
  coverAlt: '“{{title}}”的封面',
  noCover: '无封面',
};

export const portalNewsText = { en, zh };
