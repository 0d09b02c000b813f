import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { RobotProductView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import type { BuyValues } from './buy-values.ts';
import { PARAM_FIELDS } from './params.ts';
import { ROBOTS } from './texts.ts';

// Prices and percents take decimals; counts and minutes are whole numbers.
const DECIMAL = new Set(['lowerPrice', 'upperPrice', 'takeProfitPercent', 'entryDeviations']);

/** The strategy's parameters, prefilled with the product's defaults. */
export function ParamsFields({ product, form }: { product: RobotProductView; form: UseFormReturnType<BuyValues> }) {
  const { t } = useTexts(ROBOTS);
  return (
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
      {PARAM_FIELDS[product.strategy].map((field) => (
        <TextInput
          key={field}
          label={t(`params.${field}`)}
          inputMode={DECIMAL.has(field) ? 'decimal' : 'numeric'}
          autoComplete="off"
          styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
          data-testid={`robot-param-${field}`}
          {...form.getInputProps(`params.${field}`)}
        />
      ))}
    </SimpleGrid>
  );
}
