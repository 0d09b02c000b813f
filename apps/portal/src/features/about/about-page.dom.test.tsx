// The about pages as a visitor uses them, beyond one section and the certificates (content/published-content.dom.test.tsx):
// /about lists the published sections in order with the records; /aboutUs without a tag opens the first section, a
// section with nothing in it says so, and partners show what to verify; the contact page shows the published contact
// details, an address it cannot send to and the server's refusal on their field; /about and the partners in Chinese.
// What is published is apps/server/src/features/content/content.test.ts's.
import { type AboutSectionView, contentApi, feedbackApi, type PartnerView } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { renderPortal } from '../../testing/render-portal.tsx';

const section = (id: number, tag: string, title: string, body: string): AboutSectionView => ({
  id,
  language: 'en',
  tag,
  title,
  body,
  image: null,
  sort: id,
});
const COMPANY = section(1, 'company', 'Who we are', '<p>A mediation service founded in 2019.</p>');
const TEAM = section(2, 'team', 'Our mediators', '');
const CONTACT = section(3, 'contact', 'How to reach us', '<p>Write to <strong>help@mediation.example</strong>.</p>');
const PARTNER: PartnerView = {
  id: 6,
  name: 'Consumer Advice Network',
  website: 'https://advice.example.org/about',
  logo: null,
  relationship: 'Refers consumers to us; no money changes hands.',
  verifyUrl: 'https://advice.example.org/partners',
  verifyHow: 'Their partner page lists us by name.',
  sort: 1,
};

const records = ({ sections = [COMPANY, TEAM, CONTACT], partners = [PARTNER] } = {}) => [
  handle(contentApi.aboutSections, sections),
  handle(contentApi.certificates, []),
  handle(contentApi.partners, partners),
];

describe('the about pages', () => {
  it('/about says what the service is and is not, and links every published section in order, then the records', async () => {
    const { api } = await renderPortal('/about', { api: records() });
    await screen.findByRole('heading', { level: 1, name: 'About' });
    for (const name of ['What we are', 'What we will never do', 'How the service is paid for'])
      screen.getByRole('heading', { level: 2, name });
    expect(screen.getByRole('link', { name: 'See the plans and their fees' }).getAttribute('href')).toBe('/plan');
    await screen.findByRole('link', { name: COMPANY.title });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Who we are', '/aboutUs/company'],
      ['Our mediators', '/aboutUs/team'],
      ['How to reach us', '/aboutUs/contact'],
      ['Certificates', '/aboutUs/certificates'],
      ['Partners', '/aboutUs/partners'],
    ]);
    expect(api.callsTo(contentApi.aboutSections).map((call) => call.query)).toEqual([{ language: 'en' }]);
  });

  it('/aboutUs opens the first section; an empty section says so; partners show what to verify', async () => {
    const { user, router } = await renderPortal('/aboutUs', { api: records() });
    await screen.findByRole('heading', { level: 2, name: COMPANY.title });
    screen.getByText('A mediation service founded in 2019.');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: COMPANY.title }).getAttribute('aria-current')).toBe('page');

    await user.click(within(nav).getByRole('link', { name: TEAM.title }));
    await screen.findByRole('heading', { level: 2, name: TEAM.title });
    expect(screen.getByTestId('empty-state').textContent).toBe('Nothing has been published in this section yet.');
    expect(within(nav).getByRole('link', { name: TEAM.title }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: COMPANY.title }).getAttribute('aria-current')).toBeNull();

    await user.click(within(nav).getByRole('link', { name: 'Partners' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aboutUs/partners'));
    const partner = await screen.findByTestId('partner');
    expect(partner.textContent).toContain('Relationship: Refers consumers to us; no money changes hands.');
    expect(within(partner).getByRole('link', { name: 'advice.example.org' }).getAttribute('href')).toBe(
      PARTNER.website,
    );
    expect(within(partner).getByRole('link', { name: 'Check it at advice.example.org' }).getAttribute('href')).toBe(
      PARTNER.verifyUrl,
    );
    await user.click(within(nav).getByRole('link', { name: 'Certificates' }));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No certificates have been published.');
  });

  it("/contact shows the published details, checks the address, and puts the server's refusal on its field", async () => {
    const { user, api } = await renderPortal('/contact', {
      api: [
        handle(contentApi.aboutSections, [COMPANY, CONTACT]),
        handle(
          feedbackApi.sendContact,
          refuse(400, 'Please enter the correct email format', [
            { field: 'email', message: 'Please enter the correct email format' },
          ]),
        ),
      ],
    });
    const details = await screen.findByRole('region', { name: 'Contact details' });
    expect(within(details).getByText('help@mediation.example').tagName).toBe('STRONG');
    expect(screen.queryByText('A mediation service founded in 2019.')).toBeNull();

    const email = screen.getByRole('textbox', { name: /^Your e-mail address/ });
    await fill(user, screen.getByRole('textbox', { name: /^Your name/ }), 'Dana Visitor');
    await fill(user, email, 'dana@');
    await fill(user, screen.getByRole('textbox', { name: /^Message/ }), 'Do you handle disputes with airlines?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(fieldError(email)).toBe('Please enter the correct email format');
    expect(api.callsTo(feedbackApi.sendContact)).toHaveLength(0);

    // An address the form takes and the server does not: its answer goes on the same field, the message stays.
    await fill(user, email, 'dana@example.invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo(feedbackApi.sendContact)).toHaveLength(1));
    await waitFor(() => expect(fieldError(email)).toBe('Please enter the correct email format'));
    expect((screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement).value).toBe(
      'Do you handle disputes with airlines?',
    );
  });

  it('in Chinese: /about asks for the Chinese sections, and the partners read in Chinese', async () => {
    const zhCompany = { ...COMPANY, language: 'zh' as const, title: '我们是谁（公司）' };
    const { user, api } = await renderPortal('/about', { language: 'zh', api: records({ sections: [zhCompany] }) });
    await screen.findByRole('heading', { level: 1, name: '关于' });
    screen.getByRole('heading', { level: 2, name: '我们绝不会做的事' });
    await user.click(await screen.findByRole('link', { name: '合作伙伴' }));
    const partner = await screen.findByTestId('partner');
    expect(partner.textContent).toContain('合作关系: Refers consumers to us');
    within(partner).getByRole('link', { name: '在 advice.example.org 核实' });
    expect(api.callsTo(contentApi.aboutSections).map((call) => call.query)).toEqual([{ language: 'zh' }]);
  });
});
