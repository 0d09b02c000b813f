import { defineTexts } from '@platform/ui';
import { featureTexts } from '../i18n.ts';

/** Texts of the signing pieces any party's agreement page uses. */
export const SIGNING = featureTexts(
  'signing',
  defineTexts(
    {
      signAs: 'You sign as',
      verifiedRealName: 'Your name as your real-name verification approved it on {{date}}.',
      verifiedEmail:
        'The name and e-mail ({{email}}) you confirmed with a one-time code when you took part, on {{date}}.',
      notVerified: 'You sign in your verified name: complete your real-name verification first.',
      method: 'How do you want to sign?',
      drawn: 'Draw',
      typed: 'Type',
      pad: 'Signature pad: draw your signature with a mouse, finger or pen',
      padHint: 'Draw your signature in the box.',
      clear: 'Clear',
      typedHint: 'Your verified name, set in type, is used as your signature.',
      preview: 'Your signature',
      consent:
        'I have read the whole agreement, I agree to its terms, and I agree to sign it electronically. My name, the time, my IP address and browser, and the fingerprint of the text are recorded.',
      submit: 'Sign the agreement',
    },
    {
      signAs: '您将以此身份签署',
      verifiedRealName: '您的实名认证于 {{date}} 通过时核实的姓名。',
      verifiedEmail: '您参与调解时以一次性验证码确认的姓名和邮箱（{{email}}），{{date}}。',
      notVerified: '您须以认证后的姓名签署：请先完成实名认证。',
      method: '签名方式',
      drawn: '手写',
      typed: '输入',
      pad: '签名板：用鼠标、手指或触控笔书写您的签名',
      padHint: '请在框内签名。',
      clear: '清除',
      typedHint: '以印刷体显示的认证姓名将作为您的签名。',
      preview: '您的签名',
      consent:
        '我已完整阅读本协议，同意其条款，并同意以电子方式签署。系统将记录我的姓名、签署时间、IP 地址、浏览器以及文本指纹。',
      submit: '签署协议',
    },
  ),
);
