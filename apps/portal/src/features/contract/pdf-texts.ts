import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

export const PDF = featureTexts(
  'pdf',
  defineTexts(
    {
      title: 'Agreement as PDF',
      intro: 'The same text you read and sign. Once signed, the PDF carries your signature and an audit page.',
      none: 'You have no agreement yet.',
      download: 'Download PDF',
      back: 'Back to the agreement',
      frame: 'The mediation agreement (PDF)',
      fallback: 'If your browser cannot show PDFs here, download the file and open it.',
      failed: 'The PDF could not be loaded.',
    },
    {
      title: '协议 PDF',
      intro: '与您阅读和签署的文本完全相同。签署后，PDF 会附上您的签名和一页审计记录。',
      none: '您还没有协议。',
      download: '下载 PDF',
      back: '返回协议',
      frame: '调解协议（PDF）',
      fallback: '如果您的浏览器无法在此显示 PDF，请下载文件后打开。',
      failed: '无法加载 PDF。',
    },
  ),
);
