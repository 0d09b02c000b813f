// Published content as the portal shows it (moved from e2e/portal/published-content.spec.ts): the news list and an
// item in full, plans with their fee in words, services, about-us sections and certificates, published cases with
// their outcome and filter, and the contact form. What is published and who may publish it is
// apps/server/src/features/content/content.test.ts's; the contact form's item is feedback.test.ts's. Axe runs on these
// pages in e2e/portal/accessibility.spec.ts.
import {
  type AboutSectionView,
  type CertificateView,
  contentApi,
  feedbackApi,
  mediationApi,
} from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { DISPUTE_TYPES, NEWS, PLAN, PUBLISHED_CASE, SERVICE } from '../../testing/fixtures.ts';
import { renderPortal } from '../../testing/render-portal.tsx';

const SECTION: AboutSectionView = {
  id: 3,
  language: 'en',
  tag: 'team',
  title: 'Our mediators',
  body: '<p>Every mediator is trained in consumer mediation.</p>',
  image: null,
  sort: 1,
};
const CERTIFICATE: CertificateView = {
  id: 4,
  name: 'Accredited mediation body',
  issuer: 'Example Mediation Standards Board',
  number: 'EMSB-2041',
  issuedOn: null,
  expiresOn: null,
  verifyUrl: 'https://register.example.org/emsb-2041',
  verifyHow: 'Search the public register for number EMSB-2041.',
  image: null,
  sort: 1,
};
const notFound = refuse(404, 'Not found');

describe('news', () => {
  it('lists the items, opens one in full with its title as the page title', async () => {
    const { user, router } = await renderPortal('/news', {
      api: [handle(contentApi.news, { rows: [NEWS], total: 1 }), handle(contentApi.newsItem, NEWS)],
    });
    await screen.findByRole('heading', { level: 1, name: 'News' });
    await user.click(await screen.findByRole('link', { name: NEWS.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/news/detail/${NEWS.id}`));
    await screen.findByRole('heading', { level: 1, name: NEWS.title });
    expect(screen.getByText('dispute a charge').tagName).toBe('STRONG');
    await waitFor(() => expect(document.title).toBe(`${NEWS.title} · Mediation Portal`));
  });

  it.each([
    ['an id the server does not know', '/news/detail/2147483000'],
    ['an id that is not a number', '/news/detail/not-a-number'],
  ])('shows the not-found page for %s', async (_what, path) => {
    await renderPortal(path, { api: [handle(contentApi.newsItem, notFound)] });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });
});

describe('plans', () => {
  it('publish their fee in words, and nothing up front', async () => {
    await renderPortal('/plan', { api: [handle(contentApi.plans, [PLAN])] });
    const plan = (await screen.findAllByTestId('plan')).find((card) => card.textContent?.includes(PLAN.name))!;
    expect(within(plan).getByTestId('plan-fee').textContent).toBe('7.50 % of a settlement actually paid out');
    expect(plan.textContent).toContain('No upfront fee. No fee at all if there is no settlement.');
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A named mediator', 'Written progress reports']);
  });
});

describe('services', () => {
  it('lists the services and opens one; an unknown one is not found', async () => {
    const { user, router } = await renderPortal('/service', {
      api: [
        handle(contentApi.services, [SERVICE]),
        handle(contentApi.service, ({ query }) => (query.id === SERVICE.id ? SERVICE : notFound)),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Services' });
    await user.click(await screen.findByRole('link', { name: SERVICE.name }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/service/${SERVICE.id}`));
    await screen.findByRole('heading', { level: 1, name: SERVICE.name });
    screen.getByText('keep a record of every step', { exact: false });

    await router.navigate('/service/2147483000');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });
});

describe('about us', () => {
  const about = [
    handle(contentApi.aboutSections, [SECTION]),
    handle(contentApi.certificates, [CERTIFICATE]),
    handle(contentApi.partners, []),
  ];

  it('shows a section by its tag, and certificates only with their issuer and how to verify them', async () => {
    const { user, router } = await renderPortal('/aboutUs/team', { api: about });
    await screen.findByRole('heading', { level: 2, name: SECTION.title });
    screen.getByText('trained in consumer mediation', { exact: false });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Certificates' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/aboutUs/certificates'));
    const card = (await screen.findAllByTestId('certificate')).find((c) => c.textContent?.includes(CERTIFICATE.name))!;
    expect(card.textContent).toContain('Issued by: Example Mediation Standards Board');
    expect(card.textContent).toContain('How to verify: Search the public register for number EMSB-2041.');
    expect(within(card).getByRole('link', { name: 'Check it at register.example.org' }).getAttribute('href')).toBe(
      'https://register.example.org/emsb-2041',
    );
  });

  it('shows the not-found page for an unknown section; /about links to each section', async () => {
    const { router } = await renderPortal('/aboutUs/no-such-section', { api: about });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await router.navigate('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });
    expect((await screen.findByRole('link', { name: SECTION.title })).getAttribute('href')).toBe('/aboutUs/team');
  });
});

describe('the contact form', () => {
  it('checks its fields and files a feedback item, then empties the form', async () => {
    const { user, api } = await renderPortal('/contact', {
      api: [handle(contentApi.aboutSections, []), handle(feedbackApi.sendContact, null)],
    });
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(fieldError(screen.getByRole('textbox', { name: /^Your name/ }))).toBe('Please enter your name');
    expect(fieldError(screen.getByRole('textbox', { name: /^Your e-mail address/ }))).toBe('Please Enter Email');
    expect(fieldError(screen.getByRole('textbox', { name: /^Message/ }))).toBe(
      'Please enter your message (at least 5 characters)',
    );
    expect(api.callsTo(feedbackApi.sendContact)).toHaveLength(0);

    await fill(user, screen.getByRole('textbox', { name: /^Your name/ }), 'Dana Visitor');
    await fill(user, screen.getByRole('textbox', { name: /^Your e-mail address/ }), 'dana@example.com');
    await fill(user, screen.getByRole('textbox', { name: /^Subject/ }), 'Question');
    await fill(user, screen.getByRole('textbox', { name: /^Message/ }), 'Do you handle disputes with airlines?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you. Your feedback has been received');
    expect(api.callsTo(feedbackApi.sendContact).map((call) => call.body)).toEqual([
      {
        name: 'Dana Visitor',
        email: 'dana@example.com',
        subject: 'Question',
        message: 'Do you handle disputes with airlines?',
      },
    ]);
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement).value).toBe(''));
  });
});

describe('published cases', () => {
  it('show an outcome that did not settle, open in full, and filter by outcome', async () => {
    const { user, router, api } = await renderPortal('/case', {
      api: [
        handle(contentApi.cases, ({ body }) =>
          body.outcome === 'settled' ? { rows: [], total: 0 } : { rows: [PUBLISHED_CASE], total: 1 },
        ),
        handle(contentApi.case, PUBLISHED_CASE),
        handle(mediationApi.disputeTypes, DISPUTE_TYPES),
      ],
    });
    const card = (await screen.findAllByRole('article')).find((c) => c.textContent?.includes(PUBLISHED_CASE.title))!;
    expect(card.textContent).toContain('Not settled');
    expect(card.textContent).toContain('420.00 EUR');
    await user.click(within(card).getByRole('button', { name: 'Read the case' }));
    await within(card).findByText('We wrote to the shop three times', { exact: false });

    await user.click(screen.getByText('Settled', { exact: true }));
    await waitFor(() => expect(router.state.location.search).toContain('outcome=settled'));
    await waitFor(() => expect(screen.queryByText(PUBLISHED_CASE.title)).toBeNull());
    expect(api.callsTo(contentApi.cases).at(-1)?.body).toMatchObject({ outcome: 'settled' });
  });
});
