// Published content in a DOM (the one page, per kind): a plan's percentage fee required on its field before anything
// is sent, the saved draft listed with its fee as the portal words it, then published with a reason; a certificate
// refused without its issuer and a way to verify it, and with an address that is not one; a reviewer is told only
// admins publish, and the list is not asked for; in Chinese too.
import {
  type CertificateAdminView,
  type CertificateBody,
  type ContentKind,
  contentAdminApi,
  type PlanAdminView,
  type PlanBody,
} from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';

type Item = PlanAdminView | CertificateAdminView;

const stamps = { createdAt: '2026-11-28T12:00:00.000Z', updatedAt: '2026-11-28T12:00:00.000Z', updatedBy: 'admin' };

/** What the server keeps of a body it accepted, per kind (a percentage to two places, as the server stores it). */
const viewOf = (kind: ContentKind, id: number, body: Record<string, unknown>): Item =>
  kind === 'plans'
    ? {
        ...(body as Required<PlanBody>),
        id,
        body: String(body.body ?? ''),
        feePercent: body.feePercent ? Number(body.feePercent).toFixed(2) : null,
        feeAmount: (body.feeAmount as string | null) ?? null,
        feeCurrency: (body.feeCurrency as string | null) ?? null,
        summary: String(body.summary ?? ''),
        features: (body.features as string[]) ?? [],
        sort: Number(body.sort ?? 0),
        published: false,
        ...stamps,
      }
    : {
        ...(body as Required<CertificateBody>),
        id,
        number: (body.number as string | null) || null,
        issuedOn: (body.issuedOn as string | null) || null,
        expiresOn: (body.expiresOn as string | null) || null,
        verifyUrl: (body.verifyUrl as string | null) || null,
        image: null,
        sort: Number(body.sort ?? 0),
        published: false,
        ...stamps,
      };

/** A server keeping one kind's items: created as drafts, published and unpublished as asked. */
function contentServer(kind: ContentKind) {
  let items: Item[] = [];
  return [
    handle(contentAdminApi.find, ({ params }) => {
      expect(params.kind).toBe(kind);
      return { rows: items, total: items.length };
    }),
    handle(contentAdminApi.create, ({ body }) => {
      const made = viewOf(kind, items.length + 1, body);
      items = [...items, made];
      return made;
    }),
    handle(contentAdminApi.publish, ({ params, body }) => {
      items = items.map((item) => (item.id === params.id ? { ...item, published: body.published } : item));
      return items.find((item) => item.id === params.id)!;
    }),
  ];
}

describe('published content', () => {
  it('asks a percentage plan for its percentage, lists the draft with its fee, and publishes it with a reason', async () => {
    const { user, api } = await renderAdmin('/publishing/plans', { api: contentServer('plans'), viewport: 'desktop' });
    expect(await screen.findByText('No plans yet', undefined, FIRST)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New plan' }));
    const form = await screen.findByRole('dialog', { name: 'New plan' });
    expect(form.textContent).toContain('No plan may ask for money before a settlement is paid out');
    const paste = async (label: RegExp, text: string) => {
      await user.click(within(form).getByLabelText(label));
      await user.paste(text);
    };
    await paste(/^Name/, 'Settlement plan');
    // No percentage field until the fee is a percentage.
    expect(within(form).queryByLabelText(/^Percentage/)).toBeNull();
    await user.selectOptions(within(form).getByLabelText(/^Fee/), 'percent_of_settlement');
    await paste(/^When and how the fee is taken/, 'Only if the other party pays; deducted from it.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(fieldError(within(form).getByLabelText(/^Percentage/))).toBe(
      'Please state the fee as the plan publishes it',
    );
    expect(api.callsTo(contentAdminApi.create)).toHaveLength(0);

    await paste(/^Percentage/, '10');
    await paste(/^What the plan includes/, 'A named mediator\nWeekly progress reports');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New plan' })).toBeNull());
    const [created] = api.callsTo(contentAdminApi.create);
    expect(created!.params).toEqual({ kind: 'plans' });
    expect(created!.body).toMatchObject({
      language: 'en',
      name: 'Settlement plan',
      feeKind: 'percent_of_settlement',
      feePercent: '10',
      features: ['A named mediator', 'Weekly progress reports'],
    });
    // Only the chosen kind's figures are sent (the client leaves out what is null).
    expect(created!.body).not.toHaveProperty('feeAmount');
    expect(created!.body).not.toHaveProperty('feeCurrency');
    const row = await rowWith('Settlement plan');
    expect(row.textContent).toContain('10.00 % of a settlement paid out');
    expect(row.textContent).toContain('2 listed');
    expect(row.textContent).toContain('Draft');

    await user.click(within(row).getByRole('button', { name: 'Publish “Settlement plan”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(confirm.textContent).toContain('Portal visitors see it at once');
    await user.click(within(confirm).getByLabelText(/^Reason/));
    await user.paste('New plan approved');
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    await waitFor(async () => expect((await rowWith('Settlement plan')).textContent).toContain('Published'));
    expect(api.callsTo(contentAdminApi.publish)).toEqual([
      { params: { kind: 'plans', id: 1 }, query: undefined, body: { published: true, reason: 'New plan approved' } },
    ]);
  });

  it('refuses a certificate without issuer and a way to verify it, or with an address that is not one', async () => {
    const { user, api } = await renderAdmin('/publishing/certificates', {
      api: contentServer('certificates'),
      viewport: 'desktop',
    });
    await user.click(await screen.findByRole('button', { name: 'New certificate' }, FIRST));
    const form = await screen.findByRole('dialog', { name: 'New certificate' });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    const paste = async (label: RegExp, text: string) => {
      await user.clear(field(label));
      await user.click(field(label));
      await user.paste(text);
    };
    await paste(/^Name/, 'ISO 9001');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(fieldError(field(/^Issued by/))).toBe('Please enter who issued it');
    expect(fieldError(field(/^How anyone can verify it/))).toBe(
      'Please say how anyone can verify it (a public register address or the steps)',
    );
    expect(fieldError(field(/^Name/))).toBeNull();

    await paste(/^Issued by/, 'Example Certification Body');
    await paste(/^Public register/, 'not a link');
    await paste(/^How anyone can verify it/, 'Search the register for our company number 01234567.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(fieldError(field(/^Public register/))).toBe('Please enter a full https:// address');
    expect(fieldError(field(/^Issued by/))).toBeNull();
    expect(api.callsTo(contentAdminApi.create)).toHaveLength(0);

    await paste(/^Public register/, 'https://register.example.org/certificates');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New certificate' })).toBeNull());
    expect(api.callsTo(contentAdminApi.create)[0]!.body).toMatchObject({
      name: 'ISO 9001',
      issuer: 'Example Certification Body',
      verifyUrl: 'https://register.example.org/certificates',
      verifyHow: 'Search the register for our company number 01234567.',
    });
    expect((await rowWith('ISO 9001')).textContent).toContain('https://register.example.org/certificates');
  });

  it('tells a reviewer only admins publish, and does not ask for the list', async () => {
    const { api } = await renderAdmin('/publishing/plans', {
      operator: operatorWith(['reviewer']),
      viewport: 'desktop',
    });
    expect(
      await screen.findByText('Only admins can write, publish or delete published content.', undefined, FIRST),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New plan' })).toBeNull();
    expect(api.callsTo(contentAdminApi.find)).toHaveLength(0);
  });

  it('is in Chinese, a missing issuer and name too', async () => {
    const { user, api } = await renderAdmin('/publishing/certificates', {
      api: contentServer('certificates'),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '资质证书' }, FIRST)).toBeTruthy();
    expect(await screen.findByText('暂无证书')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新建证书' }));
    const form = await screen.findByRole('dialog', { name: '新建证书' });
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(fieldError(within(form).getByLabelText(/^颁发机构/))).toBe('请输入颁发机构');
    // The certificate's name, not the operator's.
    expect(fieldError(within(form).getByLabelText(/^名称/))).toBe('请输入名称');
    expect(api.callsTo(contentAdminApi.create)).toHaveLength(0);
  });
});
