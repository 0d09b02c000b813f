import type { Dictionary } from '../../../shared/dictionary.ts';

const en = {
  title: 'Certificates',
  intro:
    'The portal shows only certificates entered here, each naming its issuer and how anyone can verify it. No seals or logos without a record behind them.',
  new: 'New certificate',
  empty: 'No certificates yet',
  createTitle: 'New certificate',
  editTitle: 'Edit certificate',
  columns: { name: 'Certificate', issuer: 'Issuer', validity: 'Valid', verify: 'How to verify' },
  issuer: 'Issued by',
  issuerHint: 'The organisation that issued it, as it names itself',
  number: 'Certificate or registration number',
  issuedOn: 'Issued on',
  expiresOn: 'Expires on',
  verifyUrl: 'Public register or page to check it',
  verifyUrlHint: 'A full https:// address where anyone can look it up',
  verifyHow: 'How anyone can verify it',
  verifyHowHint: 'The steps, in words: where to look and what to compare (at least 10 characters)',
  image: 'Scan of the certificate',
  validity: '{{from}} – {{to}}',
  noExpiry: 'no expiry',
  imageAlt: 'Scan of {{name}}',
};

const zh: Dictionary<typeof en> = {
  title: '资质证书',
  intro: '门户只显示在此录入的证书，每项都注明颁发机构以及任何人如何核实。没有记录支撑的印章或标志一律不显示。',
  new: '新建证书',
  empty: '暂无证书',
  createTitle: '新建证书',
  editTitle: '编辑证书',
  columns: { name: '证书', issuer: '颁发机构', validity: '有效期', verify: '核实方式' },
  issuer: '颁发机构',
  issuerHint: '颁发该证书的机构的正式名称',
  number: '证书或登记编号',
  issuedOn: '颁发日期',
  expiresOn: '到期日期',
  verifyUrl: '可供查询的公开登记或页面',
  verifyUrlHint: '任何人都可查询的完整 https:// 地址',
  verifyHow: '任何人如何核实',
  verifyHowHint: '用文字说明步骤：在哪里查、核对什么（至少10个字符）',
  image: '证书扫描件',
  validity: '{{from}} – {{to}}',
  noExpiry: '长期有效',
  imageAlt: '{{name}} 的扫描件',
};

export const certificatesText = { en, zh };
