// The product form's values and the body sent: terms typed as tags become sorted whole months; amounts and rates stay
// the decimal strings the operator typed (the contract checks them, as the server does).
import type { AdminLoanProductView, LoanOverdueFeeKind, LoanProductBody } from '@platform/contracts';
import { trimZeros } from '@platform/ui';

export interface ProductValues {
  name: string;
  description: string;
  minAmount: string;
  maxAmount: string;
  termMonths: string[];
  apr: string;
  originationFeePercent: string;
  overdueFeeKind: LoanOverdueFeeKind;
  overdueFee: string;
  active: boolean;
  reason: string;
}

export const emptyProductValues: ProductValues = {
  name: '',
  description: '',
  minAmount: '',
  maxAmount: '',
  termMonths: [],
  apr: '',
  originationFeePercent: '0',
  overdueFeeKind: 'daily_percent',
  overdueFee: '',
  active: true,
  reason: '',
};

/** A product's terms as the form shows them, without the trailing zeros the database pads with. */
export const valuesOf = (p: AdminLoanProductView): ProductValues => ({
  name: p.name,
  description: p.description,
  minAmount: trimZeros(p.minAmount).replaceAll(',', ''),
  maxAmount: trimZeros(p.maxAmount).replaceAll(',', ''),
  termMonths: p.termMonths.map(String),
  apr: trimZeros(p.apr),
  originationFeePercent: trimZeros(p.originationFeePercent),
  overdueFeeKind: p.overdueFeeKind,
  overdueFee: trimZeros(p.overdueFee).replaceAll(',', ''),
  active: p.active,
  reason: '',
});

/** Whole months typed as tags, ascending; anything else is left for the contract to refuse. */
const months = (tags: string[]) =>
  tags.every((tag) => /^\d+$/.test(tag.trim()))
    ? tags.map((tag) => Number(tag.trim())).sort((a, b) => a - b)
    : tags.map(() => Number.NaN);

export const toBody = (v: ProductValues): LoanProductBody => ({
  name: v.name.trim(),
  description: v.description.trim(),
  minAmount: v.minAmount.trim(),
  maxAmount: v.maxAmount.trim(),
  termMonths: months(v.termMonths),
  apr: v.apr.trim(),
  originationFeePercent: v.originationFeePercent.trim(),
  overdueFeeKind: v.overdueFeeKind,
  overdueFee: v.overdueFee.trim(),
  active: v.active,
  reason: v.reason.trim(),
});
