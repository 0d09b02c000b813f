import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { compareDecimals, type RobotProductView } from '@platform/contracts';
import { formatMoney } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rulesInWords } from './params.ts';
import { ROBOTS } from './texts.ts';

/** One robot in the catalogue: its name, strategy and instrument, its rules in words and its prices; opens its page. */
export function ProductCard({ product: p }: { product: RobotProductView }) {
  const { t } = useTranslation(ROBOTS);
  const titleId = `robot-product-${p.id}`;
  const cheapestRent = p.rentOptions.reduce<string | null>(
    (low, option) => (low === null || compareDecimals(option.fee, low) < 0 ? option.fee : low),
    null,
  );
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={titleId} data-testid="robot-product">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4" id={titleId}>
              <UnstyledButton
                component={Link}
                to={`/robots/${p.id}`}
                aria-label={t('open', { name: p.name })}
                fz="inherit"
                fw="inherit"
                c="inherit"
                td="underline"
                style={{ textUnderlineOffset: 3 }}
              >
                {p.name}
              </UnstyledButton>
            </Title>
            <Text size="sm" c="dimmed">
              {t(`strategy.${p.strategy}`)} · {p.symbol}
            </Text>
          </Stack>
          {!p.active ? (
            <Badge variant="outline" color="gray" tt="none" style={{ flexShrink: 0 }}>
              {t('inactive')}
            </Badge>
          ) : null}
        </Group>
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
      </Stack>
    </Paper>
  );
}
