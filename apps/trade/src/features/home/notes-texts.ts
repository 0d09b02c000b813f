import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

/** The simulator's notes in words: the server sends figures only, and each language words them here. */
export const NOTES = featureTexts(
  'marketNotes',
  defineTexts(
    {
      title: 'Simulated market notes',
      label: 'Simulated market note',
      intro: 'Written by the market simulator from the prices it recorded. Not news about the companies.',
      none: 'No simulated market notes yet.',
      top_gainer: {
        title: '{{name}} rose the most among simulated US stocks: +{{percent}}%',
        body: 'Closed at {{last}} {{currency}}, up {{change}} from {{prevClose}}: the largest rise among {{compared}} US stocks in the {{date}} session.',
        source: 'From the simulator’s closing quotes, {{time}}',
      },
      top_loser: {
        title: '{{name}} fell the most among simulated US stocks: −{{percent}}%',
        body: 'Closed at {{last}} {{currency}}, down {{change}} from {{prevClose}}: the largest fall among {{compared}} US stocks in the {{date}} session.',
        source: 'From the simulator’s closing quotes, {{time}}',
      },
      high_52w: {
        title: '{{name}} reached a new 52-week high',
        body: 'The {{date}} session’s high of {{high}} topped the previous 52-week high of {{previousHigh}}; it closed at {{last}}.',
        source: 'From the simulator’s daily bars, up to {{time}}',
      },
      halt: {
        title: 'Trading in {{name}} is halted',
        body: 'Trading stopped at {{last}} {{currency}}.',
        source: 'From the simulator’s quote when trading stopped, {{time}}',
      },
    },
    {
      title: '模拟市场简讯',
      label: '模拟市场简讯',
      intro: '由行情模拟器根据其记录的价格生成，并非有关公司的新闻。',
      none: '暂无模拟市场简讯。',
      top_gainer: {
        title: '{{name}}领涨模拟美股：+{{percent}}%',
        body: '收于{{last}} {{currency}}，较前收盘价{{prevClose}}上涨{{change}}，为{{date}}交易日{{compared}}只美股中涨幅最大。',
        source: '依据模拟器收盘报价，{{time}}',
      },
      top_loser: {
        title: '{{name}}领跌模拟美股：−{{percent}}%',
        body: '收于{{last}} {{currency}}，较前收盘价{{prevClose}}下跌{{change}}，为{{date}}交易日{{compared}}只美股中跌幅最大。',
        source: '依据模拟器收盘报价，{{time}}',
      },
      high_52w: {
        title: '{{name}}创52周新高',
        body: '{{date}}交易日最高{{high}}，超过此前52周最高{{previousHigh}}，收于{{last}}。',
        source: '依据模拟器日K线，截至{{time}}',
      },
      halt: {
        title: '{{name}}暂停交易',
        body: '停止交易时价格为{{last}} {{currency}}。',
        source: '依据模拟器停止交易时的报价，{{time}}',
      },
    },
  ),
);
