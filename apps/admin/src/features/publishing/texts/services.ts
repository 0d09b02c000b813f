import type { Dictionary } from '../../../shared/dictionary.ts';

const en = {
  title: 'Services',
  intro: 'The named services of the portal’s /service pages: what the service does, in each language.',
  new: 'New service',
  empty: 'No services yet',
  createTitle: 'New service',
  editTitle: 'Edit service',
  columns: { name: 'Service', sort: 'Order' },
  icon: 'Icon',
  iconAlt: 'Icon of {{name}}',
};

const zh: Dictionary<typeof en> = {
  title: '服务项目',
  intro: '门户 /service 页面中的服务项目：以各语言说明该服务的内容。',
  new: '新建服务',
  empty: '暂无服务项目',
  createTitle: '新建服务',
  editTitle: '编辑服务',
  columns: { name: '服务', sort: '排序' },
  icon: '图标',
  iconAlt: '{{name}} 的图标',
};

export const servicesText = { en, zh };
