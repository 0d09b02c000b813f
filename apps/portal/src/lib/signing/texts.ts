import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';

/** Texts of the signing pieces any party's agreement page uses. */
export const SIGNING = featureTexts(
  'signing',
  defineTexts(
    {
      name: 'Your full name',
      method: 'How do you want to sign?',
      drawn: 'Draw',
      typed: 'Type',
      pad: 'Signature pad: draw your signature with a mouse, finger or pen',
      padHint: 'Draw your signature in the box.',
      clear: 'Clear',
      typedHint: 'Your typed name is used as your signature.',
      preview: 'Your signature',
      consent:
        'I have read the whole agreement, I agree to its terms, and I agree to sign it electronically. My name, the time, my IP address and browser, and the fingerprint of the text are recorded.',
      submit: 'Sign the agreement',
    },
    {
      name: '您的姓名',
      method: '签名方式',
      drawn: '手写',
      typed: '输入',
      pad: '签名板：用鼠标、手指或触控笔书写您的签名',
      padHint: '请在框内签名。',
      clear: '清除',
      typedHint: '您输入的姓名将作为您的签名。',
      preview: '您的签名',
      consent:
        '我已完整阅读本协议，同意其条款，并同意以电子方式签署。系统将记录我的姓名、签署时间、IP 地址、浏览器以及文本指纹。',
      submit: '签署协议',
    },
  ),
);
