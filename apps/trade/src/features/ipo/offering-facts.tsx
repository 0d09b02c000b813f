import { Anchor, Stack, Text } from '@mantine/core';
import type { IpoOfferingView } from '@platform/contracts';
import { Amount, CompactNumber, displayAmount, useDateFormat, useTexts } from '@platform/ui';
import { FigureList, Section } from '../../lib/product/index.ts';
import { prospectusHref } from './figures.ts';
import { IPO } from './texts.ts';
import { TimeLeft } from './time-left.tsx';

/** Every field of an offering the spec lists, with its financing terms when it offers any. */
export function OfferingFacts({ offering: o, now }: { offering: IpoOfferingView; now: number }) {
  const { t } = useTexts(IPO);
  const { dateTime } = useDateFormat();
  // Listing and prospectus dates are calendar days: read as such, not shifted into the reader's zone.
  const { date } = useDateFormat({ timeZone: 'UTC' });
  const usd = (value: string) => <Amount value={value} currency={o.currency} />;
  return (
    <Section id="ipo-facts" title={t('offering')}>
      <FigureList
        prefix="ipo"
        wide={3}
        figures={[
          [
            'price',
            t('fields.price'),
            <Stack key="p" gap={0} component="span">
              {usd(o.subscriptionPrice)}
              {o.finalPrice === null ? (
                <Text component="span" size="xs" c="dimmed">
                  {t('fields.priceUntilFinal')}
                </Text>
              ) : null}
            </Stack>,
          ],
          [
            'priceRange',
            t('fields.priceRange'),
            t('priceRange', {
              low: displayAmount(o.priceLow, o.currency),
              high: displayAmount(o.priceHigh, o.currency),
              currency: o.currency,
            }),
          ],
          ['finalPrice', t('fields.finalPrice'), o.finalPrice === null ? t('fields.finalPending') : usd(o.finalPrice)],
          ['exchange', t('fields.exchange'), o.exchange],
          ['lotSize', t('fields.lotSize'), <CompactNumber key="l" value={o.lotSize} />],
          ['sharesOffered', t('fields.sharesOffered'), <CompactNumber key="s" value={o.sharesOffered} />],
          [
            'amountRaised',
            t('fields.amountRaised'),
            <CompactNumber key="r" value={o.amountRaised} suffix={` ${o.currency}`} />,
          ],
          ['sharesOutstanding', t('fields.sharesOutstanding'), <CompactNumber key="o" value={o.sharesOutstanding} />],
          [
            'fee',
            t('fields.fee'),
            <Stack key="f" gap={0} component="span">
              {usd(o.fee)}
              <Text component="span" size="xs" c="dimmed">
                {t('fields.feeNote')}
              </Text>
            </Stack>,
          ],
          ['opensAt', t('fields.opensAt'), dateTime(o.opensAt)],
          [
            'deadline',
            t('fields.deadline'),
            <Stack key="d" gap={0} component="span">
              <span>{dateTime(o.closesAt)}</span>
              <TimeLeft deadline={o.closesAt} now={now} />
            </Stack>,
          ],
          ['listingDate', t('fields.listingDate'), date(`${o.listingDate}T00:00:00Z`)],
          ['prospectusDate', t('fields.prospectusDate'), date(`${o.prospectusDate}T00:00:00Z`)],
          [
            'prospectus',
            t('fields.prospectus'),
            o.prospectusFile ? (
              <Anchor key="p" href={prospectusHref(o.prospectusFile)} target="_blank" rel="noopener" size="sm">
                {t('fields.prospectusLink')}
              </Anchor>
            ) : (
              t('fields.prospectusMissing')
            ),
          ],
          [
            'financing',
            t('fields.financing'),
            o.financingRate !== null && o.financingLeverage !== null
              ? t('fields.financingTerms', { rate: o.financingRate, leverage: o.financingLeverage })
              : t('fields.noFinancing'),
          ],
        ]}
      />
    </Section>
  );
}
