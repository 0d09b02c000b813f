import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DETAIL } from './texts.ts';

/** Buy and Sell open the order ticket with the direction chosen (it asks a visitor to log in first). */
export function TradeButtons({ tradable }: { tradable: boolean }) {
  const { t } = useTranslation(DETAIL);
  const symbol = (useParams().symbol ?? '').toUpperCase();
  if (!tradable)
    return (
      <Text size="sm" c="dimmed">
        {t('notTradable')}
      </Text>
    );
  const ticket = (side: 'buy' | 'sell') => `/trade/${encodeURIComponent(symbol)}?side=${side}`;
  return (
    <Group grow>
      <Button component={Link} to={ticket('buy')} color="teal.9">
        {t('buy')}
      </Button>
      <Button component={Link} to={ticket('sell')} color="red.9">
        {t('sell')}
      </Button>
    </Group>
  );
}
