// Each kind of published content: its table, what a body writes, and how its rows are shown.
import type {
  aboutSectionBody,
  certificateBody,
  latestNewsBody,
  partnerBody,
  planBody,
  publishedCaseBody,
  serviceBody,
  z,
} from '@platform/contracts';
import {
  type Db,
  desc,
  eq,
  inArray,
  mediationAgreements,
  mediationCases,
  type PortalAboutSectionRow,
  type PortalCertificateRow,
  type PortalNewsRow,
  type PortalPartnerRow,
  type PortalPlanRow,
  type PortalPublishedCaseRow,
  type PortalServiceRow,
  portalAboutSections,
  portalCertificates,
  portalNews,
  portalPartners,
  portalPlans,
  portalPublishedCases,
  portalServices,
  readAll,
  sql,
} from '@platform/db';
import { requirePublicImage } from '../../core/files/file-refs.ts';
import { userNames } from '../../core/identity/user-names.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminFieldsOf, type ContentKindSpec, type ContentRowBase } from './content-store.ts';
import { sanitizeRichText } from './sanitize.ts';

/** Sanitised rich text; empty after cleaning counts as missing when `required`. */
function richText(html: string | undefined, field: string, required: boolean): string {
  const clean = sanitizeRichText(html ?? '');
  if (required && clean.replace(/<[^>]*>/g, '').trim() === '' && !clean.includes('<img'))
    throw AppError.badRequest('enterHtml', field);
  return clean;
}

async function names(db: Db, rows: readonly ContentRowBase[]) {
  return userNames(
    db,
    rows.map((r) => r.updatedBy),
  );
}

/**
 * Views showing each row's `columns` as stored, in that order (`shown` may give a column another form), then the
 * operator fields.
 */
function storedViews<Row extends ContentRowBase, const C extends keyof Row, Shown extends Partial<Record<C, unknown>>>(
  columns: readonly C[],
  shown: (row: Row) => Shown = () => ({}) as Shown,
) {
  return async (db: Db, rows: Row[]) => {
    const who = await names(db, rows);
    return rows.map((r) => ({
      ...(Object.fromEntries(columns.map((c) => [c, r[c]])) as Pick<Row, C>),
      ...shown(r),
      ...adminFieldsOf(r, who),
    }));
  };
}

const byPublication = (t: { publishedAt: unknown; createdAt: unknown; id: unknown }) => [
  sql`coalesce(${t.publishedAt}, ${t.createdAt}) desc`,
  sql`${t.id} desc`,
];

const news: ContentKindSpec<'news', PortalNewsRow, z.output<typeof latestNewsBody>> = {
  kind: 'news',
  table: portalNews,
  language: portalNews.language,
  order: byPublication(portalNews),
  async values(db, b) {
    return {
      language: b.language,
      title: b.title,
      summary: b.summary ?? '',
      body: richText(b.body, 'body', true),
      coverImage: await requirePublicImage(db, b.coverImage, 'coverImage'),
    };
  },
  views: storedViews(['id', 'language', 'title', 'summary', 'coverImage', 'publishedAt', 'body'], (r) => ({
    publishedAt: r.publishedAt?.toISOString() ?? null,
  })),
};

const CLOSED = ['closed_settled', 'closed_not_settled'] as const;

const cases: ContentKindSpec<'cases', PortalPublishedCaseRow, z.output<typeof publishedCaseBody>> = {
  kind: 'cases',
  table: portalPublishedCases,
  language: portalPublishedCases.language,
  order: byPublication(portalPublishedCases),
  async values(db, b) {
    const [source] = await db
      .select({ status: mediationCases.status })
      .from(mediationCases)
      .where(eq(mediationCases.id, b.sourceCaseId));
    if (!source || !(CLOSED as readonly string[]).includes(source.status))
      throw AppError.badRequest('caseNotClosed', 'sourceCaseId');
    return {
      sourceCaseId: b.sourceCaseId,
      language: b.language,
      title: b.title,
      summary: b.summary ?? '',
      body: richText(b.body, 'body', true),
      coverImage: await requirePublicImage(db, b.coverImage, 'coverImage'),
    };
  },
  async views(db, rows) {
    const ids = [...new Set(rows.map((r) => r.sourceCaseId))];
    const [who, sources, signed] = await readAll(db, [
      () => names(db, rows),
      async () => (ids.length ? db.select().from(mediationCases).where(inArray(mediationCases.id, ids)) : []),
      async () =>
        ids.length
          ? db
              .select()
              .from(mediationAgreements)
              .where(sql`${mediationAgreements.caseId} in ${ids} and ${mediationAgreements.status} = 'signed'`)
              .orderBy(desc(mediationAgreements.version))
          : [],
    ]);
    const caseOf = new Map(sources.map((c) => [c.id, c]));
    return rows.map((r) => {
      const c = caseOf.get(r.sourceCaseId)!;
      const settled = c.status === 'closed_settled';
      const agreement = settled ? signed.find((a) => a.caseId === c.id) : undefined;
      const end = c.closedAt ?? c.updatedAt;
      return {
        id: r.id,
        language: r.language,
        title: r.title,
        summary: r.summary,
        disputeType: c.disputeType,
        outcome: settled ? ('settled' as const) : ('not_settled' as const),
        claimedAmount: c.amount,
        claimedCurrency: c.currency,
        settledAmount: agreement?.settlementAmount ?? null,
        settledCurrency: agreement?.settlementAmount ? agreement.settlementCurrency : null,
        durationDays: Math.max(0, Math.floor((end.getTime() - c.createdAt.getTime()) / 86_400_000)),
        coverImage: r.coverImage,
        publishedAt: r.publishedAt?.toISOString() ?? null,
        body: r.body,
        ...adminFieldsOf(r, who),
        sourceCaseId: c.id,
        trackingNumber: c.trackingNumber,
      };
    });
  },
};

const bySort = (t: { sort: unknown; id: unknown }) => [sql`${t.sort} asc`, sql`${t.id} asc`];

const plans: ContentKindSpec<'plans', PortalPlanRow, z.output<typeof planBody>> = {
  kind: 'plans',
  table: portalPlans,
  language: portalPlans.language,
  order: bySort(portalPlans),
  async values(_db, b) {
    const percent = b.feeKind === 'percent_of_settlement';
    const fixed = b.feeKind === 'fixed_on_settlement';
    return {
      language: b.language,
      name: b.name,
      summary: b.summary ?? '',
      body: richText(b.body, 'body', false),
      feeKind: b.feeKind,
      feePercent: percent ? b.feePercent : null,
      feeAmount: fixed ? b.feeAmount : null,
      feeCurrency: fixed ? b.feeCurrency : null,
      feeNote: b.feeNote,
      features: b.features ?? [],
      sort: b.sort ?? 0,
    };
  },
  views: storedViews([
    'id',
    'language',
    'name',
    'summary',
    'body',
    'feeKind',
    'feePercent',
    'feeAmount',
    'feeCurrency',
    'feeNote',
    'features',
    'sort',
  ]),
};

const services: ContentKindSpec<'services', PortalServiceRow, z.output<typeof serviceBody>> = {
  kind: 'services',
  table: portalServices,
  language: portalServices.language,
  order: bySort(portalServices),
  async values(db, b) {
    return {
      language: b.language,
      name: b.name,
      summary: b.summary ?? '',
      body: richText(b.body, 'body', true),
      icon: await requirePublicImage(db, b.icon, 'icon'),
      sort: b.sort ?? 0,
    };
  },
  views: storedViews(['id', 'language', 'name', 'summary', 'icon', 'sort', 'body']),
};

const about: ContentKindSpec<'about', PortalAboutSectionRow, z.output<typeof aboutSectionBody>> = {
  kind: 'about',
  table: portalAboutSections,
  language: portalAboutSections.language,
  order: bySort(portalAboutSections),
  async values(db, b) {
    return {
      language: b.language,
      tag: b.tag,
      title: b.title,
      body: richText(b.body, 'body', true),
      image: await requirePublicImage(db, b.image, 'image'),
      sort: b.sort ?? 0,
    };
  },
  views: storedViews(['id', 'language', 'tag', 'title', 'body', 'image', 'sort']),
};

const certificates: ContentKindSpec<'certificates', PortalCertificateRow, z.output<typeof certificateBody>> = {
  kind: 'certificates',
  table: portalCertificates,
  language: null,
  order: bySort(portalCertificates),
  async values(db, b) {
    return {
      name: b.name,
      issuer: b.issuer,
      number: b.number ?? null,
      issuedOn: b.issuedOn ?? null,
      expiresOn: b.expiresOn ?? null,
      verifyUrl: b.verifyUrl ?? null,
      verifyHow: b.verifyHow,
      image: await requirePublicImage(db, b.image, 'image'),
      sort: b.sort ?? 0,
    };
  },
  views: storedViews([
    'id',
    'name',
    'issuer',
    'number',
    'issuedOn',
    'expiresOn',
    'verifyUrl',
    'verifyHow',
    'image',
    'sort',
  ]),
};

const partners: ContentKindSpec<'partners', PortalPartnerRow, z.output<typeof partnerBody>> = {
  kind: 'partners',
  table: portalPartners,
  language: null,
  order: bySort(portalPartners),
  async values(db, b) {
    return {
      name: b.name,
      website: b.website ?? null,
      logo: await requirePublicImage(db, b.logo, 'logo'),
      relationship: b.relationship,
      verifyUrl: b.verifyUrl ?? null,
      verifyHow: b.verifyHow,
      sort: b.sort ?? 0,
    };
  },
  views: storedViews(['id', 'name', 'website', 'logo', 'relationship', 'verifyUrl', 'verifyHow', 'sort']),
};

export const CONTENT_KIND_SPECS = { news, cases, plans, services, about, certificates, partners } as const;
