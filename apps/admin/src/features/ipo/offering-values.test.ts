// The offering form's values against the contract: what is sent, and which message each refused field shows.
import { describe, expect, it } from 'vitest';
import {
  emptyOfferingValues,
  fileHref,
  fromLocalInput,
  type OfferingValues,
  offeringErrors,
  toBody,
  toLocalInput,
} from './offering-values.ts';

const valid: OfferingValues = {
  ...emptyOfferingValues,
  symbol: 'nwco',
  company: 'Newco Robotics Inc.',
  priceLow: '18.00',
  priceHigh: '20.00',
  lotSize: 100,
  sharesOffered: 1_000_000,
  sharesOutstanding: 20_000_000,
  opensAt: '2030-03-01T09:30',
  closesAt: '2030-03-08T16:00',
  listingDate: '2030-03-12',
  prospectusDate: '2030-02-20',
  prospectusFile: '0f8fad5b-d9cb-469f-a165-70867728950e.pdf',
  fee: '5',
  reason: 'Listing agreed with the issuer',
};

const hint = (field: string) => `hint:${field}`;

describe('the offering form', () => {
  it('sends instants for the typed local times, and no financing or final price when none is given', () => {
    const body = toBody(valid);
    expect(body.opensAt).toBe(new Date(2030, 2, 1, 9, 30).toISOString());
    expect(body.closesAt).toBe(new Date(2030, 2, 8, 16, 0).toISOString());
    expect(body.finalPrice).toBeNull();
    expect(body.financingRate).toBeNull();
    expect(body.financingLeverage).toBeNull();
    expect(offeringErrors(valid, 'en', hint)).toEqual({});
  });

  it('shows an instant back in the same local time it was typed in', () => {
    expect(toLocalInput(fromLocalInput('2030-03-08T16:00'))).toBe('2030-03-08T16:00');
    expect(fromLocalInput('not a date')).toBe('not a date');
  });

  it("refuses a range whose low is above its high on the high field, with the contract's message in both languages", () => {
    const values = { ...valid, priceLow: '25.00', priceHigh: '20.00' };
    expect(offeringErrors(values, 'en', hint)).toEqual({
      priceHigh: 'The price range is not valid: low at most high, both above zero',
    });
    expect(offeringErrors(values, 'zh', hint)).toEqual({ priceHigh: '价格区间无效：下限不高于上限且均大于零' });
  });

  it('refuses a final price outside the range, and shares offered that are not whole lots', () => {
    const errors = offeringErrors({ ...valid, finalPrice: '21.00', sharesOffered: 1_000_050 }, 'en', hint);
    expect(errors.finalPrice).toBe('The final price must lie within the announced range');
    expect(errors.sharesOffered).toBe('The quantity must be a whole number of lots');
  });

  it('refuses a deadline after the listing date with the window message', () => {
    expect(offeringErrors({ ...valid, listingDate: '2030-03-07' }, 'en', hint)).toEqual({
      closesAt: 'The subscription must open before its deadline, and the listing come after the deadline',
    });
  });

  it("gives the field's own hint where the contract has no message or one about something else", () => {
    const errors = offeringErrors(
      { ...valid, symbol: 'TOOLONG', company: ' ', fee: '5000', sharesOutstanding: 10, opensAt: '', reason: '' },
      'en',
      hint,
    );
    expect(errors).toMatchObject({
      symbol: 'hint:symbol',
      company: 'hint:company',
      fee: 'hint:fee',
      sharesOutstanding: 'hint:sharesOutstanding',
      opensAt: 'hint:opensAt',
      reason: 'Please enter a reason',
    });
  });

  it('offers financing only with both the rate and the leverage, each refused on its own field', () => {
    expect(offeringErrors({ ...valid, financing: true }, 'en', hint)).toMatchObject({
      financingRate: 'hint:financingRate',
      financingLeverage: 'hint:financingLeverage',
    });
    const financed = { ...valid, financing: true, financingRate: '6.5', financingLeverage: 10 };
    expect(offeringErrors(financed, 'en', hint)).toEqual({});
    expect(toBody(financed)).toMatchObject({ financingRate: '6.5', financingLeverage: 10 });
    // Switched off, the figures typed before are not sent.
    expect(toBody({ ...financed, financing: false })).toMatchObject({ financingRate: null, financingLeverage: null });
  });

  it('links the prospectus whether it is kept by name or by path', () => {
    expect(fileHref('0f8fad5b-d9cb-469f-a165-70867728950e.pdf')).toBe(
      '/api/file/0f8fad5b-d9cb-469f-a165-70867728950e.pdf',
    );
    expect(fileHref('/file/0f8fad5b-d9cb-469f-a165-70867728950e.pdf')).toBe(
      '/api/file/0f8fad5b-d9cb-469f-a165-70867728950e.pdf',
    );
  });
});
