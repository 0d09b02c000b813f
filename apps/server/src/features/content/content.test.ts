// Published content: the seeded pages, the public reads (POST /api/latestNews/list and /api/rightsProtection/list are
// section-7 rows), and the operators' writes with sanitising, publishing and audit.
import { adminApi, contentAdminApi, contentApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { applyCase, moveTo, uploadPng } from '../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

let mediator: string;
const t = useTestApp();
beforeAll(async () => {
  mediator = (await createOperator(t.app, t.admin, ['mediator'])).token;
});

describe('seeded content (first start)', () => {
  it("publishes the service's own free plan, how-it-works sections, services and one news item, in both languages", async () => {
    const plans = await call(t.app, 'GET', urlOf(contentApi.plans));
    expect(plans.status).toBe(200);
    expect(plans.body.data).toHaveLength(1);
    expect(plans.body.data[0]).toMatchObject({ language: 'en', feeKind: 'none', feePercent: null, feeAmount: null });
    const zh = await call(t.app, 'GET', `${urlOf(contentApi.plans)}?language=zh`);
    expect(zh.body.data[0].name).toBe('调解');
    const byHeader = await call(t.app, 'GET', urlOf(contentApi.plans), { headers: { 'accept-language': 'zh-CN' } });
    expect(byHeader.body.data[0].language).toBe('zh');

    const about = await call(t.app, 'GET', urlOf(contentApi.aboutSections));
    expect(about.body.data.map((s: { tag: string }) => s.tag)).toEqual(['how-it-works', 'fees', 'stay-safe']);
    const fees = await call(t.app, 'GET', `${urlOf(contentApi.aboutSections)}?tag=fees`);
    expect(fees.body.data).toHaveLength(1);
    expect(fees.body.data[0].body).toContain('never charge an upfront');
    expect((await call(t.app, 'GET', `${urlOf(contentApi.aboutSections)}?tag=Bad_Tag`)).status).toBe(400);

    const services = await call(t.app, 'GET', urlOf(contentApi.services));
    expect(services.body.data).toHaveLength(2);
    expect(services.body.data[0].body).toBeUndefined();
    const service = await call(t.app, 'GET', `${urlOf(contentApi.service)}?id=${services.body.data[0].id}`);
    expect(service.body.data.body).toContain('<p>');

    const news = await call(t.app, 'POST', urlOf(contentApi.news), { body: { page: 1, size: 10 } });
    expect(news.status).toBe(200);
    expect(news.body).toMatchObject({ code: 200, msg: 'Success', data: { total: 1 } });
    expect(news.body.data.rows[0].body).toBeUndefined();

    // Nothing is invented: no cases, certificates or partners until operators enter them.
    expect((await call(t.app, 'POST', urlOf(contentApi.cases), { body: {} })).body.data).toEqual({
      rows: [],
      total: 0,
    });
    expect((await call(t.app, 'GET', urlOf(contentApi.certificates))).body.data).toEqual([]);
    expect((await call(t.app, 'GET', urlOf(contentApi.partners))).body.data).toEqual([]);
  });
});

describe('POST /api/latestNews/list and news publishing', () => {
  it('refuses bad paging, and shows only published items; drafts are 404', async () => {
    const bad = await call(t.app, 'POST', urlOf(contentApi.news), { body: { page: 0, size: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['page', 'size']));

    const cover = await uploadPng(t.app, t.admin, 'public');
    const created = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'news' }), {
      token: t.admin,
      body: {
        language: 'en',
        title: 'Office closed on Monday',
        summary: 'We answer again on Tuesday.',
        body: '<p onclick="steal()">Closed <script>alert(1)</script><a href="javascript:alert(1)">here</a> <a href="https://example.org">info</a></p>',
        coverImage: cover,
      },
    });
    expect(created.status).toBe(200);
    const item = created.body.data;
    expect(item).toMatchObject({ published: false, publishedAt: null, coverImage: cover });
    expect(item.body).not.toMatch(/script|onclick|javascript/);
    expect(item.body).toContain(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">info</a>',
    );

    expect((await call(t.app, 'GET', `${urlOf(contentApi.newsItem)}?id=${item.id}`)).status).toBe(404);
    const published = await call(t.app, 'POST', urlOf(contentAdminApi.publish, { kind: 'news', id: item.id }), {
      token: t.admin,
      body: { published: true },
    });
    expect(published.body.data).toMatchObject({ published: true, publishedAt: expect.any(String) });
    const detail = await call(t.app, 'GET', `${urlOf(contentApi.newsItem)}?id=${item.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.published).toBeUndefined();
    const searched = await call(t.app, 'POST', urlOf(contentApi.news), { body: { q: 'office closed' } });
    expect(searched.body.data.rows.map((r: { id: number }) => r.id)).toEqual([item.id]);

    const edited = await call(t.app, 'POST', urlOf(contentAdminApi.update, { kind: 'news', id: item.id }), {
      token: t.admin,
      body: { language: 'en', title: 'Office closed on Monday 3 March', body: '<p>Closed.</p>' },
    });
    expect(edited.body.data).toMatchObject({
      title: 'Office closed on Monday 3 March',
      published: true,
      coverImage: null,
    });
    const empty = await call(t.app, 'POST', urlOf(contentAdminApi.update, { kind: 'news', id: item.id }), {
      token: t.admin,
      body: { language: 'en', title: 'x', body: '<script>only()</script>' },
    });
    expect(empty.body.data).toEqual([{ field: 'body', message: 'Please enter the content' }]);
    const privateCover = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'news' }), {
      token: t.admin,
      body: { language: 'en', title: 'x', body: '<p>x</p>', coverImage: await uploadPng(t.app, t.admin) },
    });
    expect(privateCover.body.data).toEqual([{ field: 'coverImage', message: 'Please Upload Image' }]);

    await call(t.app, 'POST', urlOf(contentAdminApi.publish, { kind: 'news', id: item.id }), {
      token: t.admin,
      body: { published: false },
    });
    expect((await call(t.app, 'GET', `${urlOf(contentApi.newsItem)}?id=${item.id}`)).status).toBe(404);
    const deleted = await call(t.app, 'POST', urlOf(contentAdminApi.delete, { kind: 'news', id: item.id }), {
      token: t.admin,
      body: { reason: 'Out of date' },
    });
    expect(deleted.body).toMatchObject({ code: 200, data: null });
    expect(
      (await call(t.app, 'GET', urlOf(contentAdminApi.get, { kind: 'news', id: item.id }), { token: t.admin })).status,
    ).toBe(404);

    const audit = await call(
      t.app,
      'GET',
      `/api${adminApi.findAudit.path}?targetType=content.news&targetId=${item.id}`,
      {
        token: t.admin,
      },
    );
    expect(audit.body.data.rows.map((r: { action: string }) => r.action).sort()).toEqual([
      'content.news.create',
      'content.news.delete',
      'content.news.publish',
      'content.news.unpublish',
      'content.news.update',
    ]);
  });

  it('is for admins only', async () => {
    const user = (await signUp(t.app)).token;
    expect((await call(t.app, 'GET', urlOf(contentAdminApi.find, { kind: 'news' }))).status).toBe(401);
    expect((await call(t.app, 'GET', urlOf(contentAdminApi.find, { kind: 'news' }), { token: user })).status).toBe(403);
    expect((await call(t.app, 'GET', urlOf(contentAdminApi.find, { kind: 'plans' }), { token: mediator })).status).toBe(
      403,
    );
    const list = await call(t.app, 'GET', `${urlOf(contentAdminApi.find, { kind: 'plans' })}?language=en`, {
      token: t.admin,
    });
    expect(list.body.data.total).toBe(1);
  });
});

describe('POST /api/rightsProtection/list: cases published from real closed cases', () => {
  it('takes outcome and figures from the case, refuses open cases, and hides the parties', async () => {
    const alice = (await signUp(t.app)).token;
    const open = await applyCase(t.app, alice);
    const refused = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'cases' }), {
      token: t.admin,
      body: { sourceCaseId: open.id, language: 'en', title: 'Headphones', body: '<p>Story</p>' },
    });
    expect(refused.body.data).toEqual([{ field: 'sourceCaseId', message: 'Only a closed case can be published' }]);

    await moveTo(t.app, mediator, open.id, 'under_review', 'accepted', 'closed_not_settled');
    const created = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'cases' }), {
      token: t.admin,
      body: {
        sourceCaseId: open.id,
        language: 'en',
        title: 'A shop that stopped answering',
        body: '<p>What happened.</p>',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      outcome: 'not_settled',
      claimedAmount: '249.90',
      claimedCurrency: 'USD',
      settledAmount: null,
      disputeType: 'online_purchase',
      trackingNumber: open.trackingNumber,
    });
    await call(t.app, 'POST', urlOf(contentAdminApi.publish, { kind: 'cases', id: created.body.data.id }), {
      token: t.admin,
      body: { published: true },
    });
    const list = await call(t.app, 'POST', urlOf(contentApi.cases), { body: { outcome: 'not_settled' } });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.rows[0].trackingNumber).toBeUndefined();
    expect(list.body.data.rows[0].sourceCaseId).toBeUndefined();
    expect((await call(t.app, 'POST', urlOf(contentApi.cases), { body: { outcome: 'settled' } })).body.data.total).toBe(
      0,
    );
    expect(
      (await call(t.app, 'POST', urlOf(contentApi.cases), { body: { disputeType: 'online_purchase' } })).body.data
        .total,
    ).toBe(1);
    const detail = await call(t.app, 'GET', `${urlOf(contentApi.case)}?id=${created.body.data.id}`);
    expect(detail.body.data).toMatchObject({ title: 'A shop that stopped answering', outcome: 'not_settled' });
    expect(detail.body.data.trackingNumber).toBeUndefined();
  });
});

describe('plans, about-us, certificates and partners', () => {
  it('a plan states its fee consistently with its kind', async () => {
    const bad = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'plans' }), {
      token: t.admin,
      body: { language: 'en', name: 'Success fee', feeKind: 'percent_of_settlement', feeNote: 'Taken from the payout' },
    });
    expect(bad.body.data).toEqual([{ field: 'feePercent', message: 'Please state the fee as the plan publishes it' }]);
    const good = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'plans' }), {
      token: t.admin,
      body: {
        language: 'en',
        name: 'Success fee',
        feeKind: 'percent_of_settlement',
        feePercent: '5',
        feeNote: 'Only out of a settlement actually paid to you.',
        features: ['Nothing upfront'],
        sort: 5,
      },
    });
    expect(good.body.data).toMatchObject({ feePercent: '5.00', feeAmount: null, published: false });
  });

  it('one about-us section per tag and language', async () => {
    const taken = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'about' }), {
      token: t.admin,
      body: { language: 'en', tag: 'fees', title: 'Fees again', body: '<p>x</p>' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.data).toEqual([{ field: 'tag', message: 'This tag is already used by another section' }]);
    const badTag = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'about' }), {
      token: t.admin,
      body: { language: 'en', tag: 'Team Page', title: 'Team', body: '<p>x</p>' },
    });
    expect(badTag.body.data[0].field).toBe('tag');
  });

  it('certificates and partners must name the issuer and how to verify them', async () => {
    const bad = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'certificates' }), {
      token: t.admin,
      body: { name: 'ISO 27001', issuer: '', verifyHow: 'x', verifyUrl: 'not a url' },
    });
    expect(bad.body.data.map((f: { field: string }) => f.field).sort()).toEqual(['issuer', 'verifyHow', 'verifyUrl']);
    const cert = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'certificates' }), {
      token: t.admin,
      body: {
        name: 'Registered mediation provider',
        issuer: 'Example Mediation Council',
        number: 'EMC-0042',
        verifyUrl: 'https://register.example.org/EMC-0042',
        verifyHow: 'Search the council register for number EMC-0042.',
      },
    });
    expect(cert.status).toBe(200);
    await call(t.app, 'POST', urlOf(contentAdminApi.publish, { kind: 'certificates', id: cert.body.data.id }), {
      token: t.admin,
      body: { published: true },
    });
    const certs = await call(t.app, 'GET', urlOf(contentApi.certificates));
    expect(certs.body.data).toEqual([
      expect.objectContaining({
        issuer: 'Example Mediation Council',
        verifyUrl: 'https://register.example.org/EMC-0042',
      }),
    ]);

    const partner = await call(t.app, 'POST', urlOf(contentAdminApi.create, { kind: 'partners' }), {
      token: t.admin,
      body: {
        name: 'Example Consumer Association',
        website: 'https://consumers.example.org',
        relationship: 'Refers members to our mediation.',
        verifyHow: 'Their website lists us on its partners page.',
      },
    });
    expect(partner.status).toBe(200);
    expect((await call(t.app, 'GET', urlOf(contentApi.partners))).body.data).toEqual([]);
  });
});
