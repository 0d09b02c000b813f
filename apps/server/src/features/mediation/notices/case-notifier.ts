// Tells the parties of a case what happened (issue 15 §5): every `mediation.notice`, and the state changes that
// concern them, become an e-mail to each party named, with a link into the portal, and for the applicant an event
// naming them, which the inbox keeps. Written by the node that
// published the event (once, whatever the number of nodes). A party's "e-mail off" for a kind is respected except
// for the required notices.
import {
  CASE_NOTICE_TEXTS,
  CASE_NOTICE_WORDS,
  type CaseNoticeKind,
  type CaseParty,
  type Language,
  portalCasePath,
  REQUIRED_CASE_NOTICES,
} from '@platform/contracts';
import { and, type Db, eq, type MediationCaseRow, mediationEmailPreferences, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import type { DomainEvent } from '../../../core/events/domain-events.ts';
import { isIdentityVerified } from '../../../core/identity/kyc-gate.ts';
import type { Mail } from '../../../core/mail/mailer.ts';
import { caseById } from '../cases-repo.ts';
import english from './case-notifier.en.json' with { type: 'json' };
import chinese from './case-notifier.zh.json' with { type: 'json' };
import { mediatorNoticeMail } from './mediator-notices.ts';

/** The lines a notice's e-mail ends with: where to open the case. */
const NOTIFIER_TEXTS = { en: english, zh: chinese };

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the notices of the events published so far are sent (for tests and shutdown). */
    caseNoticesSettled(): Promise<void>;
  }
}

export interface CaseNotice {
  caseId: number;
  kind: CaseNoticeKind;
  parties: CaseParty[];
  params: Record<string, string>;
}

const FINAL = ['closed_settled', 'closed_not_settled', 'withdrawn'];

/** The notice an event makes, if any. */
export function caseNoticeOf(event: DomainEvent): CaseNotice | undefined {
  if (event.type === 'mediation.notice') return event;
  if (event.type !== 'mediation.case.moved') return undefined;
  const base = { caseId: event.caseId, params: { reason: event.reason ?? '', outcome: event.to } };
  if (event.to === 'accepted') return { ...base, kind: 'case_accepted', parties: ['applicant'] };
  if (event.to === 'rejected') return { ...base, kind: 'case_rejected', parties: ['applicant'] };
  if (FINAL.includes(event.to)) {
    // The applicant withdrew their own case: only the respondent (if they were told of it) needs telling.
    const parties: CaseParty[] = event.to === 'withdrawn' ? ['respondent'] : ['applicant', 'respondent'];
    return { ...base, kind: 'case_closed', parties };
  }
  return undefined;
}

const fill = (template: string, params: Record<string, string>, language: Language) =>
  template
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = params[name] ?? '';
      if (CASE_NOTICE_WORDS[value]) return CASE_NOTICE_WORDS[value][language];
      if (/^\d{4}-\d\d-\d\dT/.test(value)) {
        return `${new Date(value).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'UTC',
        })} UTC`;
      }
      return value;
    })
    .trim();

/** The e-mail for one party, or null when they have none or turned this kind off. */
export async function caseNoticeMail(
  db: Db,
  publicUrl: string,
  row: MediationCaseRow,
  notice: CaseNotice,
  party: CaseParty,
): Promise<Mail | null> {
  const texts = CASE_NOTICE_TEXTS[notice.kind][party];
  if (!texts) return null;
  const params = { trackingNumber: row.trackingNumber, ...notice.params };
  if (party === 'applicant') {
    const [applicant] = await db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!applicant) return null;
    if (!REQUIRED_CASE_NOTICES.includes(notice.kind)) {
      const [choice] = await db
        .select({ email: mediationEmailPreferences.email })
        .from(mediationEmailPreferences)
        .where(and(eq(mediationEmailPreferences.userId, row.userId), eq(mediationEmailPreferences.kind, notice.kind)));
      if (choice?.email === false) return null;
    }
    const language = applicant.language;
    const text = texts[language];
    return {
      to: applicant.email,
      subject: fill(text.subject, params, language),
      text: `${fill(text.body, params, language)}\n\n${NOTIFIER_TEXTS[language].openInPortal} ${publicUrl}/portal/#${portalCasePath(row.id)}`,
    };
  }
  // The respondent: reached only once they were told of the case, at the address they were told at or took part with.
  if (!row.respondentEmail || row.respondentState === 'not_contacted') return null;
  // Their language is not known: English, then Chinese. Their link is not kept (only its hash), so they are pointed
  // to the invitation that carries it.
  const en = texts.en;
  const zh = texts.zh;
  return {
    to: row.respondentEmail,
    subject: `${fill(en.subject, params, 'en')} / ${fill(zh.subject, params, 'zh')}`,
    text: [
      fill(en.body, params, 'en'),
      NOTIFIER_TEXTS.en.openWithLink,
      '',
      fill(zh.body, params, 'zh'),
      NOTIFIER_TEXTS.zh.openWithLink,
    ].join('\n'),
  };
}

/**
 * A notice with what it depends on as the case stands when it is sent: an accepted case says whether the mediator
 * contacts the other party now (the applicant is verified) or once the real-name verification is approved.
 */
async function withFacts(db: Db, row: MediationCaseRow, notice: CaseNotice): Promise<CaseNotice> {
  if (notice.kind !== 'case_accepted') return notice;
  const contact = (await isIdentityVerified(db, row.userId)) ? 'contact_now' : 'contact_after_verification';
  return { ...notice, params: { ...notice.params, contact } };
}

export function registerCaseNotifier(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  const send = async (raw: CaseNotice) => {
    const row = await caseById(app.db, raw.caseId);
    const notice = await withFacts(app.db, row, raw);
    // The applicant has an account: every notice for them is also kept in their inbox, whatever their e-mail choice.
    if (notice.parties.includes('applicant') && CASE_NOTICE_TEXTS[notice.kind].applicant) {
      app.events.publish({
        type: 'mediation.applicant.notice',
        userId: row.userId,
        caseId: row.id,
        kind: notice.kind,
        params: { trackingNumber: row.trackingNumber, ...notice.params },
      });
    }
    for (const party of new Set(notice.parties)) {
      const mail = await caseNoticeMail(app.db, app.config.publicUrl, row, notice, party);
      if (mail) await app.mailer.send(mail);
    }
    const toMediator = await mediatorNoticeMail(app.db, app.config.publicUrl, row, notice);
    if (toMediator) await app.mailer.send(toMediator);
  };
  app.events.observe((event) => {
    const notice = caseNoticeOf(event);
    if (!notice) return;
    const sending = send(notice).catch((error: unknown) =>
      app.log.error({ err: error, event }, 'case notice: an e-mail could not be sent'),
    );
    pending.add(sending);
    void sending.finally(() => pending.delete(sending));
  });
  app.decorate('caseNoticesSettled', async () => {
    await Promise.all(pending);
  });
  app.addHook('preClose', async () => {
    await Promise.all(pending);
  });
}
