import type { Dictionary } from '../dictionary.ts';

// Under the `storedFiles` key: the evidence, attachments and images that the back office shows or uploads.
const en = {
  open: 'Open {{name}}',
  openImage: 'Open {{name}} full size',
  openInNewTab: 'Open in a new tab',
  loading: 'Loading {{name}}…',
  failed: 'Could not load {{name}}',
  none: 'No files',
  unnamed: 'File {{index}}',
  remove: 'Remove {{name}}',
  add: 'Add a file',
  limit: 'Up to {{count}} files',
};

const zh: Dictionary<typeof en> = {
  open: '打开 {{name}}',
  openImage: '查看 {{name}} 原图',
  openInNewTab: '在新标签页中打开',
  loading: '正在加载 {{name}}…',
  failed: '无法加载 {{name}}',
  none: '无文件',
  unnamed: '文件 {{index}}',
  remove: '移除 {{name}}',
  add: '添加文件',
  limit: '最多 {{count}} 个文件',
};

export const storedFilesText = { en, zh };
