import { Button, Group, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { Link, useParams } from 'react-router';
import classes from './quote-page.module.css';
import { DETAIL } from './texts.ts';

/**
 * Buy and Sell open the order ticket with the direction chosen (it asks a visitor to log in first). They sit in a bar
 * that stays at the bottom of the screen, above a phone's tab bar, while the quote scrolls beneath.
 */
export function TradeButtons({ tradable }: { tradable: boolean }) {
  const { t } = useTexts(DETAIL);
  const symbol = (useParams().symbol ?? '').toUpperCase();
  if (!tradable)
    return (
      <Text size="sm" c="dimmed">
        {t('notTradable')}
      </Text>
    );
  const ticket = (side: 'buy' | 'sell') => `/trade/${encodeURIComponent(symbol)}?side=${side}`;
  return (
    <div className={classes.actionBar} data-testid="quote-action-bar">
      <Group grow>
        <Button component={Link} to={ticket('buy')} color="teal.9">
          {t('buy')}
        </Button>
        <Button component={Link} to={ticket('sell')} color="red.9">
          {t('sell')}
        </Button>
      </Group>
    </div>
  );
}
