// The product kit's own behaviour, apart from any product: what each part leaves out, and the test ids and names
// it gives from its product's configuration. The products' screens are their own tests'.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FigureList } from './index.ts';

const inMantine = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

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
