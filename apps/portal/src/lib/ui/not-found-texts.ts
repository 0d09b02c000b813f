import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';

export const NOT_FOUND = featureTexts(
  'notFound',
  defineTexts(
    {
      body: 'The page you are looking for does not exist or has moved.',
      home: 'Go to the home page',
    },
    {
      body: '您要找的页面不存在或已移动。',
      home: '返回首页',
    },
  ),
);
