// The offering form's values and what the server takes: dates typed in the operator's own time zone become instants,
// the financing pair is sent together or not at all, and an empty final price is no final price.

import type { FormErrors } from '@mantine/form';
import {
  type AdminIpoOfferingView,
  type IpoOfferingBody,
  ipoOfferingBody,
  type SECTORS,
  type STOCK_EXCHANGES,
} from '@platform/contracts';
import { schemaErrors } from '../../shared/forms.ts';

export interface OfferingValues {
  symbol: string;
  company: string;
  exchange: (typeof STOCK_EXCHANGES)[number];
  sector: (typeof SECTORS)[number];
  priceLow: string;
  priceHigh: string;
  finalPrice: string;
  lotSize: number | string;
  sharesOffered: number | string;
  sharesOutstanding: number | string;
  /** `YYYY-MM-DDTHH:mm` in the operator's time zone, as a datetime-local input holds it. */
  opensAt: string;
  closesAt: string;
  listingDate: string;
  prospectusDate: string;
  /** The stored file's name (`<uuid>.pdf`), or empty. */
  prospectusFile: string;
  fee: string;
  financing: boolean;
  financingRate: string;
  financingLeverage: number | string;
  reason: string;
}

export const emptyOfferingValues: OfferingValues = {
  symbol: '',
  company: '',
  exchange: 'NASDAQ',
  sector: 'Technology',
  priceLow: '',
  priceHigh: '',
  finalPrice: '',
  lotSize: 100,
  sharesOffered: '',
  sharesOutstanding: '',
  opensAt: '',
  closesAt: '',
  listingDate: '',
  prospectusDate: '',
  prospectusFile: '',
  fee: '0',
  financing: false,
  financingRate: '',
  financingLeverage: '',
  reason: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it, in this browser's time zone. */
export function toLocalInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** What a datetime-local input holds, as an instant; left as typed when it is no date, so the schema refuses it. */
export function fromLocalInput(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return local;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** This browser's offset from UTC, e.g. `UTC+08:00`, so the operator knows which clock the times are on. */
export function utcOffsetLabel(at = new Date()): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The prospectus's stored name from an upload's path (`/file/<uuid>.pdf`). */
export const storedName = (path: string) => path.split('/').pop() ?? path;

/** Where a stored public file is read, from its stored name or its path (`/file/<name>`, as the server keeps it). */
export const fileHref = (ref: string) =>
  ref.startsWith('/api/') ? ref : ref.startsWith('/') ? `/api${ref}` : `/api/file/${ref}`;

export function valuesOf(offering: AdminIpoOfferingView): OfferingValues {
  return {
    symbol: offering.symbol,
    company: offering.company,
    exchange: offering.exchange,
    sector: offering.sector,
    priceLow: offering.priceLow,
    priceHigh: offering.priceHigh,
    finalPrice: offering.finalPrice ?? '',
    lotSize: offering.lotSize,
    sharesOffered: offering.sharesOffered,
    sharesOutstanding: offering.sharesOutstanding,
    opensAt: toLocalInput(offering.opensAt),
    closesAt: toLocalInput(offering.closesAt),
    listingDate: offering.listingDate,
    prospectusDate: offering.prospectusDate,
    prospectusFile: offering.prospectusFile ?? '',
    fee: offering.fee,
    financing: offering.financingRate !== null,
    financingRate: offering.financingRate ?? '',
    financingLeverage: offering.financingLeverage ?? '',
    reason: '',
  };
}

const numberOrText = (v: number | string) => (typeof v === 'number' ? v : v.trim());

export function toBody(values: OfferingValues): IpoOfferingBody {
  return {
    symbol: values.symbol,
    company: values.company,
    exchange: values.exchange,
    sector: values.sector,
    priceLow: values.priceLow.trim(),
    priceHigh: values.priceHigh.trim(),
    finalPrice: values.finalPrice.trim() === '' ? null : values.finalPrice.trim(),
    lotSize: numberOrText(values.lotSize),
    sharesOffered: numberOrText(values.sharesOffered),
    sharesOutstanding: numberOrText(values.sharesOutstanding),
    opensAt: fromLocalInput(values.opensAt),
    closesAt: fromLocalInput(values.closesAt),
    listingDate: values.listingDate,
    prospectusDate: values.prospectusDate,
    prospectusFile: values.prospectusFile === '' ? null : values.prospectusFile,
    fee: values.fee,
    // Offered financing needs both figures: an empty one is refused on its own field, never sent as 'no financing'.
    financingRate: values.financing ? values.financingRate.trim() : null,
    financingLeverage: values.financing ? numberOrText(values.financingLeverage) : null,
    reason: values.reason,
  };
}

/** Fields whose catalogue message speaks of something else (the fee reuses the price's; outstanding the quantity's). */
const OWN_MESSAGE = ['fee', 'sharesOutstanding'];

/**
 * The form's errors, the first of each field: the contract's message where the catalogue has one that fits, else the
 * field's own hint (`hint(field)`), so no field shows zod's default English.
 */
export const offeringErrors = (values: OfferingValues, language: string, hint: (field: string) => string): FormErrors =>
  schemaErrors(ipoOfferingBody, toBody(values), language, { hint, hinted: OWN_MESSAGE });
