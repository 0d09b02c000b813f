import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const NEWS = featureTexts(
  'news',
  defineTexts(
    {
      title: 'News',
      intro: 'Updates about the service, consumer protection and scams to watch out for.',
      empty: 'No news has been published yet.',
      back: 'All news',
    },
    {
      title: '新闻',
      intro: '关于本服务、消费者保护以及需要警惕的骗局的最新消息。',
      empty: '暂无已发布的新闻。',
      back: '全部新闻',
    },
  ),
);
