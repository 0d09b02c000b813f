import type { CaseNoticeKind } from '@platform/contracts';
import { defineTexts } from '@platform/ui';
import { featureTexts } from '../../lib/i18n.ts';

/** The Notifications tab's words: one plain label per kind of case notice (CASE_NOTICE_KINDS). */
export const NOTICES = featureTexts(
  'profileNotices',
  defineTexts(
    {
      title: 'E-mail notifications',
      intro:
        'We e-mail you when something happens in your cases, with a link to it. Turn off what you do not need. Notices that change what you must do, or end a case, are always sent.',
      alwaysSent: 'Always sent',
      saved: 'Saved',
      kinds: {
        case_accepted: 'Your case is accepted',
        case_rejected: 'Your case is not accepted, with the reason',
        respondent_invited: 'The other party is told of your case',
        respondent_answered: 'The other party answers: takes part, declines or asks a question',
        new_message: 'A new message in your case',
        proposal_received: 'A settlement proposal for you to answer',
        proposal_answered: 'Your proposal is answered',
        mediator_proposal_decided: 'The mediator’s proposal is accepted by both sides, or ends',
        report_published: 'The mediator publishes a progress report',
        agreement_ready: 'The agreement is ready for you to sign',
        agreement_signed_by_other: 'The other party signs the agreement',
        agreement_completed: 'The agreement is signed by both sides',
        payment_confirmation_requested: 'Asked whether the agreed payment arrived',
        payment_not_received: 'The applicant says the agreed payment has not arrived',
        deadline_near: 'A deadline is near',
        case_closed: 'Your case is closed',
      } satisfies Record<CaseNoticeKind, string>,
    },
    {
      title: '邮件通知',
      intro:
        '案件有新进展时，我们会发邮件告诉您，并附上链接。不需要的可以关闭。会改变您需要做的事或结束案件的通知始终发送。',
      alwaysSent: '始终发送',
      saved: '已保存',
      kinds: {
        case_accepted: '案件已受理',
        case_rejected: '案件未被受理及原因',
        respondent_invited: '已通知对方您的案件',
        respondent_answered: '对方作出答复：参与、拒绝或提问',
        new_message: '案件中有新消息',
        proposal_received: '收到待您答复的和解方案',
        proposal_answered: '您的方案已得到答复',
        mediator_proposal_decided: '调解员的方案获双方接受或终止',
        report_published: '调解员发布进展报告',
        agreement_ready: '协议已可供您签署',
        agreement_signed_by_other: '对方已签署协议',
        agreement_completed: '双方均已签署协议',
        payment_confirmation_requested: '请您确认约定款项是否到账',
        payment_not_received: '申请人表示约定款项尚未到账',
        deadline_near: '截止日期临近',
        case_closed: '案件已结案',
      },
    },
  ),
);
