import { Text } from '@mantine/core';
import { compareDecimals, type RobotProductView } from '@platform/contracts';
import { formatMoney, useTexts } from '@platform/ui';
import { CatalogueCard, InactiveBadge } from '../../lib/product/index.ts';
import { rulesInWords } from './params.ts';
import { ROBOTS } from './texts.ts';

/** One robot in the catalogue: its name, strategy and instrument, its rules in words and its prices; opens its page. */
export function ProductCard({ product: p }: { product: RobotProductView }) {
  const { t } = useTexts(ROBOTS);
  const cheapestRent = p.rentOptions.reduce<string | null>(
    (low, option) => (low === null || compareDecimals(option.fee, low) < 0 ? option.fee : low),
    null,
  );
  return (
    <CatalogueCard
      titleId={`robot-product-${p.id}`}
      to={`/robots/${p.id}`}
      name={p.name}
      openLabel={t('open', { name: p.name })}
      subtitle={
        <>
          {t(`strategy.${p.strategy}`)} · {p.symbol}
        </>
      }
      aside={p.active ? null : <InactiveBadge style={{ flexShrink: 0 }}>{t('inactive')}</InactiveBadge>}
      data-testid="robot-product"
    >
      <Text size="sm" data-testid="robot-rules">
        {rulesInWords(t, p.defaultParams, p.symbol)}
      </Text>
      <Text size="sm" fw={600} className="tabular" data-testid="robot-prices">
        {cheapestRent === null
          ? t('buyOnly', { price: formatMoney(p.buyPrice, p.currency) })
          : t('fromPrice', {
              price: formatMoney(p.buyPrice, p.currency),
              rent: formatMoney(cheapestRent, p.currency),
            })}
      </Text>
    </CatalogueCard>
  );
}
