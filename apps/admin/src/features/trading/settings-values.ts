// The settings form types percentages and a list of leverages; the contract takes fractions and numbers. These turn
// one into the other and check the result with the contract's own schema, so the form refuses what the server would.
import type { FormErrors } from '@mantine/form';
import {
  type ClosedMarketPolicy,
  TRADING_MESSAGES,
  type TradingSettingsView,
  translateMessage,
  type UpdateTradingSettingsBody,
  updateTradingSettingsBody,
} from '@platform/contracts';
import { schemaErrors } from '../../shared/forms.ts';
import { fractionToPercent, percentToFraction } from './percent.ts';

export interface SettingsValues {
  leverages: string;
  feeRate: string;
  marginCallLevel: string;
  stopOutLevel: string;
  closedMarket: ClosedMarketPolicy;
  reason: string;
}

export const valuesOf = (settings: TradingSettingsView): SettingsValues => ({
  leverages: settings.leverages.join(', '),
  feeRate: fractionToPercent(settings.feeRate),
  marginCallLevel: fractionToPercent(settings.marginCallLevel),
  stopOutLevel: fractionToPercent(settings.stopOutLevel),
  closedMarket: settings.closedMarket,
  reason: '',
});

/** "1, 2, 5" → [1, 2, 5]; a word that is not a number becomes NaN, which the schema refuses. */
const leveragesOf = (text: string) =>
  text
    .split(/[\s,，、]+/)
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? Number(word) : Number.NaN));

export const bodyOf = (values: SettingsValues): UpdateTradingSettingsBody => ({
  leverages: leveragesOf(values.leverages),
  feeRate: percentToFraction(values.feeRate),
  marginCallLevel: percentToFraction(values.marginCallLevel),
  stopOutLevel: percentToFraction(values.stopOutLevel),
  closedMarket: values.closedMarket,
  reason: values.reason.trim(),
});

/** Fractions compared as normalised text ("0.0010" is "0.001"). */
const sameRate = (a: string, b: string) => fractionToPercent(a) === fractionToPercent(b);

const sameSettings = (body: UpdateTradingSettingsBody, settings: TradingSettingsView) =>
  [...body.leverages].sort((a, b) => a - b).join() === settings.leverages.join() &&
  sameRate(body.feeRate, settings.feeRate) &&
  sameRate(body.marginCallLevel, settings.marginCallLevel) &&
  sameRate(body.stopOutLevel, settings.stopOutLevel) &&
  body.closedMarket === settings.closedMarket;

interface Texts {
  language: string;
  /** The level message in percentages (the contract's speaks of fractions, 0 to 10). */
  levelRange: string;
  unchanged: string;
}

/**
 * The contract's errors on the form's fields: any leverage's error on the list, a level's range in percentages. With
 * no error and nothing changed, a form-wide `settings` error (a save would record a change that is none).
 */
export function settingsErrors(values: SettingsValues, current: TradingSettingsView, texts: Texts): FormErrors {
  const body = bodyOf(values);
  const errors: FormErrors = {};
  const enterLevel = translateMessage(TRADING_MESSAGES.enterLevel.en, texts.language);
  for (const [field, message] of Object.entries(schemaErrors(updateTradingSettingsBody, body, texts.language))) {
    if (field.startsWith('leverages')) {
      errors.leverages = translateMessage(TRADING_MESSAGES.chooseLeverages.en, texts.language);
    } else {
      errors[field] = message === enterLevel ? texts.levelRange : message;
    }
  }
  if (Object.keys(errors).length === 0 && sameSettings(body, current)) errors.settings = texts.unchanged;
  return errors;
}
