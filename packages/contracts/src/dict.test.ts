// A dictionary entry the server seeds reads in the reader's language; one an operator adds keeps its own label.
import { describe, expect, it } from 'vitest';
import { SEND_TYPE_LABELS, toOptions } from './dict.ts';

const seeded = Object.entries(SEND_TYPE_LABELS).map(([dictValue, label]) => ({ dictLabel: label.en, dictValue }));
const added = { dictLabel: 'WeChat message', dictValue: 'wechat' };

describe('dictionary options', () => {
  it('label the seeded notice channels in Chinese for a Chinese reader, in English otherwise', () => {
    expect(toOptions([...seeded, added], 'mediate_send_type', 'zh')).toEqual([
      { label: '电子邮件', value: 'email' },
      { label: '挂号信', value: 'post' },
      { label: '电话', value: 'phone' },
      { label: '通过对方平台留言', value: 'platform' },
      { label: 'WeChat message', value: 'wechat' },
    ]);
    expect(toOptions(seeded, 'mediate_send_type', 'en').map((o) => o.label)).toEqual([
      'Email',
      'Registered post',
      'Phone call',
      'Message on their platform',
    ]);
  });

  it('keep every other dictionary’s labels as stored', () => {
    const currencies = [{ dictLabel: 'USDT (TRC20)', dictValue: 'USDT-TRC20' }];
    expect(toOptions(currencies, 'currency_type', 'zh')).toEqual([{ label: 'USDT (TRC20)', value: 'USDT-TRC20' }]);
  });
});
