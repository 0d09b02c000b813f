import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const CONTRACT = featureTexts(
  'contract',
  defineTexts(
    {
      title: 'Mediation agreement',
      intro:
        'When both sides agree, your mediator writes the terms into this agreement. Read it in full; sign only if you agree. Nobody can sign for you.',
      none: 'You have no agreement yet. When your mediator drafts one for a case, it appears here.',
      others: 'Your agreements',
      version: 'Version {{version}}',
      status: {
        awaiting_signature: 'Waiting for signatures',
        signed: 'Signed by both parties',
        withdrawn: 'Replaced by a newer version',
      },
      badge: {
        yours: 'Waiting for your signature',
        other: "Waiting for the other party's signature",
      },
      caseNumber: 'Case',
      settlement: 'Settlement amount',
      text: 'The agreement text',
      fingerprint: 'Fingerprint (SHA-256) of this text',
      fingerprintCheck: 'Checked on this device: the text you see has this fingerprint.',
      fingerprintMismatch:
        'Warning: the text on this device does not match the fingerprint. Do not sign; reload the page.',
      pdf: 'View as PDF',
      signTitle: 'Sign the agreement',
      mediatorUnknown: 'the mediation service',
    },
    {
      title: '调解协议',
      intro: '双方达成一致后，调解员会把条款写入本协议。请完整阅读；只有在您同意时才签署。任何人都不能代您签署。',
      none: '您还没有协议。调解员为某个案件起草协议后，会显示在这里。',
      others: '您的协议',
      version: '第 {{version}} 版',
      status: { awaiting_signature: '等待签署', signed: '双方已签署', withdrawn: '已被新版本取代' },
      badge: { yours: '等待您签署', other: '等待对方签署' },
      caseNumber: '案件',
      settlement: '和解金额',
      text: '协议正文',
      fingerprint: '本文本的指纹（SHA-256）',
      fingerprintCheck: '已在本设备上核对：您看到的文本具有此指纹。',
      fingerprintMismatch: '警告：本设备上的文本与指纹不符。请勿签署，并重新加载页面。',
      pdf: '以 PDF 查看',
      signTitle: '签署协议',
      mediatorUnknown: '调解服务',
    },
  ),
);
