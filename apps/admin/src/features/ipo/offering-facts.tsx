import { Anchor } from '@mantine/core';
import type { AdminIpoOfferingView } from '@platform/contracts';
import { displayAmount, groupDigits, useDateFormat } from '@platform/ui';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { LongField } from './long-field.tsx';
import { fileHref } from './offering-values.ts';
import { PhaseBadge } from './phase-badge.tsx';

const usd = (value: string) => displayAmount(value, 'USD');

/** Every recorded figure of an offering, as an operator checks it before changing anything. */
export function OfferingFacts({ offering }: { offering: AdminIpoOfferingView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDate = useDateFormat();
  const day = (date: string) => formatDate.date(`${date}T00:00:00`);
  return (
    <FieldGrid>
      <Field label={t('ipo.columns.phase')}>
        <PhaseBadge phase={offering.phase} />
      </Field>
      <Field label={t('ipo.detail.exchange')}>{offering.exchange}</Field>
      <Field label={t('ipo.detail.range')}>
        {t('ipo.range', { low: usd(offering.priceLow), high: usd(offering.priceHigh) })}
      </Field>
      <Field label={t('ipo.detail.finalPrice')}>
        {offering.finalPrice !== null ? usd(offering.finalPrice) : t('ipo.detail.notSet')}
      </Field>
      <Field label={t('ipo.detail.lotSize')}>{groupDigits(offering.lotSize)}</Field>
      <Field label={t('ipo.detail.sharesOffered')}>{groupDigits(offering.sharesOffered)}</Field>
      <Field label={t('ipo.detail.amountRaised')}>{usd(offering.amountRaised)}</Field>
      <Field label={t('ipo.detail.fee')}>{usd(offering.fee)}</Field>
      <Field label={t('ipo.detail.financing')}>
        {offering.financingRate !== null && offering.financingLeverage !== null
          ? t('ipo.detail.financingTerms', { rate: offering.financingRate, leverage: offering.financingLeverage })
          : t('ipo.detail.noFinancing')}
      </Field>
      <Field label={t('ipo.detail.opensAt')}>{formatDate.dateTime(offering.opensAt)}</Field>
      <Field label={t('ipo.detail.closesAt')}>{formatDate.dateTime(offering.closesAt)}</Field>
      <Field label={t('ipo.detail.listingDate')}>{day(offering.listingDate)}</Field>
      <Field label={t('ipo.detail.prospectusDate')}>{day(offering.prospectusDate)}</Field>
      <Field label={t('ipo.detail.prospectus')}>
        {offering.prospectusFile ? (
          <Anchor href={fileHref(offering.prospectusFile)} target="_blank" rel="noopener" size="sm">
            {t('ipo.prospectusOf', { symbol: offering.symbol })}
          </Anchor>
        ) : (
          t('ipo.noProspectus')
        )}
      </Field>
      <Field label={t('ipo.detail.subscriptions')}>{groupDigits(offering.subscriptions)}</Field>
      <Field label={t('ipo.detail.frozen')}>{usd(offering.frozen)}</Field>
      <Field label={t('ipo.detail.lotsRequested')}>
        {offering.lotsRequested !== null ? groupDigits(offering.lotsRequested) : t('ipo.afterDeadline')}
      </Field>
      <LongField label={t('ipo.detail.seedHash')}>{offering.seedHash}</LongField>
    </FieldGrid>
  );
}
