import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

/** Texts of a case's settlement: the applicant's payment confirmation, and where to go when it did not settle. */
export const SETTLEMENT = featureTexts(
  'settlement',
  defineTexts(
    {
      title: 'Did the agreed payment arrive?',
      intro:
        'Both parties have signed. The case is settled only when you confirm that the payment the agreement names has arrived.',
      deadline:
        'Please answer by {{date}}. If you have not confirmed it by then, you are reminded first, then the case closes as not settled (payment not confirmed) and the mediator is told.',
      yes: 'Yes, it arrived',
      no: 'Not yet',
      missing: 'You told us on {{date}} that it had not arrived; the respondent and the mediator were told.',
      whereTitle: 'Where you can turn next',
      whereIntro:
        'This case closed without a settlement. These free official bodies take reports, and a court or small-claims tribunal in your country can decide the claim. None of them charges a fee to report.',
      court: 'A court or small-claims tribunal where you or the business is based',
      routes: {
        ftc: 'Federal Trade Commission (FTC), United States',
        fca: 'Financial Conduct Authority (FCA), United Kingdom',
        sec: 'Securities and Exchange Commission (SEC), United States',
        asic: 'Australian Securities and Investments Commission (ASIC), Australia',
        finra: 'FINRA Investor Complaint Center, United States',
      },
    },
    {
      title: '约定款项是否已到账？',
      intro: '双方均已签署。只有在您确认协议约定的款项已到账后，案件才算达成和解。',
      deadline:
        '请在 {{date}} 前答复。届时仍未确认的，我们会先提醒您，之后案件以未达成和解（未确认收款）结案，并告知调解员。',
      yes: '是，已到账',
      no: '尚未到账',
      missing: '您已于 {{date}} 告知我们款项尚未到账；我们已告知被申请人和调解员。',
      whereTitle: '接下来您可以求助的机构',
      whereIntro:
        '本案未达成和解。以下官方机构免费受理举报，您也可以向所在国家的法院或小额诉讼庭提出请求。举报均不收取任何费用。',
      court: '您或对方所在地的法院或小额诉讼庭',
      routes: {
        ftc: '美国联邦贸易委员会（FTC），美国',
        fca: '英国金融行为监管局（FCA），英国',
        sec: '美国证券交易委员会（SEC），美国',
        asic: '澳大利亚证券和投资委员会（ASIC），澳大利亚',
        finra: 'FINRA 投资者投诉中心，美国',
      },
    },
  ),
);
