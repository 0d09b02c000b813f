import { defineTexts } from '@platform/ui';
import { featureTexts } from './i18n.ts';

/** Texts of the pieces every page shares (lists, pages, files). */
export const SHARED = featureTexts(
  'shared',
  defineTexts(
    {
      total: '{{count}} in total',
      pager: {
        first: 'First page',
        last: 'Last page',
        next: 'Next page',
        previous: 'Previous page',
        page: 'Page {{page}}',
      },
      readMore: 'Read more',
      back: 'Back',
      published: 'Published {{date}}',
      search: 'Search',
      all: 'All',
      view: 'View',
      close: 'Close',
      file: 'File',
      openPdf: 'Open {{name}}',
    },
    {
      total: '共 {{count}} 条',
      pager: { first: '第一页', last: '最后一页', next: '下一页', previous: '上一页', page: '第 {{page}} 页' },
      readMore: '阅读全文',
      back: '返回',
      published: '发布于 {{date}}',
      search: '搜索',
      all: '全部',
      view: '查看',
      close: '关闭',
      file: '文件',
      openPdf: '打开 {{name}}',
    },
  ),
);
