// The product kit's own behaviour, apart from any product: what each part leaves out, and the test ids and names
// it gives from its product's configuration. The products' screens are their own tests'.
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DetailHeader, FigureList, KycNotice, MineCard, MineItem, Section, usePageParam } from './index.ts';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: {
    en: {
      demo: {
        form: { kycNeeded: 'Verify first.', kycPending: 'Under review.', kycVerify: 'Verify', kycSeeStatus: 'See it' },
      },
    },
  },
});

const inMantine = (ui: ReactNode, path = '/') =>
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );

describe('FigureList', () => {
  it('lists each figure as a term and its value, leaves out the missing ones and ids the values by prefix', () => {
    inMantine(
      <FigureList prefix="demo" figures={[['price', 'Price', '10.00 USD'], null, ['lotSize', 'Lot size', '100']]} />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Price', 'Lot size']);
    expect(screen.getByTestId('demo-price').textContent).toBe('10.00 USD');
    expect(screen.getByTestId('demo-lotSize').textContent).toBe('100');
    expect(screen.getAllByRole('definition')).toHaveLength(2);
  });

  it('lines digits up only when asked', () => {
    inMantine(
      <>
        <FigureList prefix="plain" figures={[['a', 'A', '1']]} />
        <FigureList prefix="tab" tabular figures={[['a', 'A', '1']]} />
      </>,
    );
    expect(screen.getByTestId('plain-a').style.fontVariantNumeric).toBe('');
    expect(screen.getByTestId('tab-a').style.fontVariantNumeric).toBe('tabular-nums');
  });
});

describe('KycNotice', () => {
  it("says in the product's words that the identity is needed, with the way to verify it", () => {
    inMantine(<KycNotice pending={false} namespace="demo" group="form" testId="demo-kyc-gate" />);
    const notice = screen.getByRole('alert');
    expect(notice.dataset.testid).toBe('demo-kyc-gate');
    expect(notice.textContent).toBe('Verify first. Verify');
    expect(screen.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe('/kyc');
  });

  it('says it is under review while it is, with the way to its status', () => {
    inMantine(<KycNotice pending namespace="demo" group="form" testId="demo-kyc-gate" />);
    expect(screen.getByTestId('demo-kyc-gate').textContent).toBe('Under review. See it');
    expect(screen.getByRole('link', { name: 'See it' }).getAttribute('href')).toBe('/kyc');
  });
});

describe('Section', () => {
  it('is a region named by its heading, with the data attributes it is given', () => {
    inMantine(
      <Section id="demo-terms" title="Terms" data-testid="demo-section" data-state="open">
        <p>Body</p>
      </Section>,
    );
    const section = screen.getByRole('region', { name: 'Terms' });
    expect(section.dataset.testid).toBe('demo-section');
    expect(section.dataset.state).toBe('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' }).id).toBe('demo-terms');
  });
});

describe('MineCard', () => {
  it('is a list item named by its link, with what else names it and its badge', () => {
    inMantine(
      <ul>
        <MineCard titleId="demo-1" to="/demo/1" title="Demo one" subtitle="DEMO · R1" badge="Open" data-testid="demo-1">
          <p>Figures</p>
        </MineCard>
        <MineCard titleId="demo-2" to="/demo/2" title="Demo two" badge="Closed">
          <p>Figures</p>
        </MineCard>
      </ul>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(screen.getByRole('listitem', { name: 'Demo one' })).toBe(first);
    expect(first?.dataset.testid).toBe('demo-1');
    expect(first?.textContent).toBe('Demo oneDEMO · R1OpenFigures');
    expect(screen.getByRole('link', { name: 'Demo two' }).getAttribute('href')).toBe('/demo/2');
    expect(second?.textContent).toBe('Demo twoClosedFigures');
  });
});

describe('MineItem', () => {
  it('is a list item named by its link, with its badge and the data attributes it is given', () => {
    inMantine(
      <ul>
        <MineItem titleId="demo-3" to="/demo/3" title="Demo three" badge="Settled" data-status="settled">
          <p>Figures</p>
        </MineItem>
      </ul>,
    );
    const item = screen.getByRole('listitem', { name: 'Demo three' });
    expect(item.dataset.status).toBe('settled');
    expect(item.textContent).toBe('Demo threeSettledFigures');
    expect(screen.getByRole('link', { name: 'Demo three' }).getAttribute('href')).toBe('/demo/3');
  });
});

describe('DetailHeader', () => {
  it('names the page, links back, and says inactive and the description only when there are', () => {
    const { unmount } = inMantine(
      <DetailHeader
        back={{ to: '/demo', label: 'Demos' }}
        title="Demo"
        subtitle="Trend · AAPL"
        inactive="Inactive"
        description="What it does."
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Demo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Demos' }).getAttribute('href')).toBe('/demo');
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('What it does.')).toBeTruthy();
    unmount();
    const { container } = inMantine(
      <DetailHeader back={{ to: '/demo', label: 'Demos' }} title="Demo" subtitle="Trend" description="" />,
    );
    expect(screen.queryByText('Inactive')).toBeNull();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Trend']);
  });
});

describe('usePageParam', () => {
  let turn: (next: number) => void = () => {};
  function Probe({ keep }: { keep?: Record<string, string> }) {
    const [page, setPage] = usePageParam(keep);
    turn = setPage;
    return <output>{`${page} ${useLocation().search}`}</output>;
  }

  it('reads the page from the address, the first when it is missing or not a page', () => {
    inMantine(<Probe />, '/list?page=3');
    expect(screen.getByRole('status').textContent).toBe('3 ?page=3');
  });

  it.each(['/list', '/list?page=0', '/list?page=x', '/list?page=-2'])('%s is the first page', (path) => {
    inMantine(<Probe />, path);
    expect(screen.getByRole('status').textContent?.startsWith('1 ')).toBe(true);
  });

  it('turns the page keeping what it is told to, and leaves the first page out of the address', () => {
    inMantine(<Probe keep={{ view: 'mine' }} />, '/list?view=mine&other=1');
    act(() => turn(2));
    expect(screen.getByRole('status').textContent).toBe('2 ?view=mine&page=2');
    act(() => turn(1));
    expect(screen.getByRole('status').textContent).toBe('1 ?view=mine');
  });
});
