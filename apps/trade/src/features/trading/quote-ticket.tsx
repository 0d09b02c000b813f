import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Instrument, Quote } from '@platform/contracts';
import { useMessage, useTexts } from '@platform/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { loginPathFor } from '../../lib/redirect.ts';
import { useSession } from '../../lib/session.ts';
import { useTradingNews } from '../../lib/trading/use-trading-news.ts';
import { OrderResult, type PlacedOrder } from './order-result.tsx';
import { TRADING } from './texts.ts';
import { TicketForm } from './ticket-form.tsx';

function SignedInTicket({ instrument, quote }: { instrument: Instrument; quote: Quote }) {
  useTradingNews();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  if (placed) return <OrderResult result={placed} onAnother={() => setPlaced(null)} />;
  return (
    <TicketForm
      key={instrument.symbol}
      symbol={instrument.symbol}
      quote={quote}
      initialSide="buy"
      stacked
      onPlaced={setPlaced}
    />
  );
}

/**
 * The order ticket beside a quote's chart on a desktop (a phone's Buy and Sell open the ticket page instead). The app
 * composes it into the quote screen; a visitor is asked to log in first.
 */
export function QuoteTicket({ instrument, quote }: { instrument: Instrument; quote: Quote }) {
  const { t } = useTexts(TRADING);
  const say = useMessage();
  const signedIn = useSession((s) => s.token !== null);
  const body = !instrument.tradable ? (
    <Alert color="gray" variant="light">
      {say('instrumentNotTradable')}
    </Alert>
  ) : signedIn ? (
    <SignedInTicket instrument={instrument} quote={quote} />
  ) : (
    <Paper p="md" radius="lg" withBorder>
      <Stack gap="sm">
        <Text size="sm">{t('logInToTrade', { symbol: instrument.symbol })}</Text>
        <Button component={Link} to={loginPathFor(`/quote/${instrument.symbol}`)}>
          {t('logIn')}
        </Button>
      </Stack>
    </Paper>
  );
  return (
    <Stack component="section" aria-labelledby="quote-ticket-title" gap="sm" data-testid="quote-ticket">
      <Title order={2} size="h4" id="quote-ticket-title">
        {t('ticketTitle')}
      </Title>
      {body}
    </Stack>
  );
}
