import { Alert, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { isAbortError, isApiError } from '@platform/client';
import { compareDecimals, type OrderSide, type Quote, type TicketView } from '@platform/contracts';
import { QueryState, useMessage, useShowError, useTexts } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSocketState } from '../../lib/realtime/use-live-quote.ts';
import { AccountSummary } from '../../lib/trading/account-summary.tsx';
import { ticketQuery, usePlaceOrder } from './api.ts';
import { ConfirmSheet } from './confirm-sheet.tsx';
import type { PlacedOrder } from './order-result.tsx';
import { revealFirstError } from './reveal-error.ts';
import { TRADING } from './texts.ts';
import { TicketFields } from './ticket-fields.tsx';
import { TicketFigures } from './ticket-figures.tsx';
import { initialTicket, orderBodyOf, type TicketValues, ticketErrors, ticketQueryOf } from './ticket-values.ts';

const MARKET_REFRESH_MS = 2_000;
const LIMIT_REFRESH_MS = 5_000;

interface TicketFormProps {
  symbol: string;
  quote: Quote;
  initialSide: OrderSide;
  onPlaced: (result: PlacedOrder) => void;
  /** One column whatever the screen's width: the ticket stands in a narrow column beside a quote's chart. */
  stacked?: boolean;
}

/** The order ticket: inputs, the server's figures for them (asked again as they change), confirm, place. */
export function TicketForm({ symbol, quote, initialSide, onPlaced, stacked = false }: TicketFormProps) {
  const { t } = useTexts(TRADING);
  const say = useMessage();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const form = useForm<TicketValues>({ mode: 'controlled', initialValues: initialTicket(initialSide) });
  const values = form.getValues();

  // Asked again 300 ms after the inputs stop changing; the last figures stay shown meanwhile and after a refusal.
  const typedQuery = JSON.stringify(ticketQueryOf(symbol, values));
  const [askedQuery] = useDebouncedValue(typedQuery, 300);
  // A market order's figures follow the moving price; a limit's only free margin moves. While quotes are pushed the
  // figures are asked again as the price moves (at most once a refresh period); they are polled only while not.
  // A trailing stop's level follows the price too.
  const followsPrice = values.type === 'market' || values.type === 'trailing_stop';
  const refreshMs = followsPrice ? MARKET_REFRESH_MS : LIMIT_REFRESH_MS;
  const quotesPushed = useSocketState() === 'live';
  const ticket = useQuery({
    ...ticketQuery(JSON.parse(askedQuery)),
    refetchInterval: quotesPushed ? false : refreshMs,
  });
  const { refetch, dataUpdatedAt } = ticket;
  const pricedAt = quote.time;
  useEffect(() => {
    // A quote was pushed: the figures are asked for at the new price unless they are fresher than a period.
    if (!quotesPushed || !pricedAt || dataUpdatedAt === 0) return;
    if (Date.now() - dataUpdatedAt >= refreshMs) void refetch();
  }, [pricedAt, quotesPushed, dataUpdatedAt, refreshMs, refetch]);
  const lastTicket = useRef<TicketView | undefined>(undefined);
  if (ticket.data) lastTicket.current = ticket.data;
  const shown = ticket.data ?? lastTicket.current;

  // The server chooses the lowest leverage offered until the user picks one.
  const offeredLeverage = shown?.leverage;
  useEffect(() => {
    if (offeredLeverage && !form.getValues().leverage) form.setFieldValue('leverage', String(offeredLeverage));
  }, [offeredLeverage, form]);

  const [review, setReview] = useState<{ body: ReturnType<typeof orderBodyOf>; ticket: TicketView } | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const place = usePlaceOrder();

  // After a refusal the field in error is brought into view once it is drawn (after the confirm sheet has gone, when
  // the refusal came from placing: the sheet gives focus back to the button as it closes).
  const formRef = useRef<HTMLFormElement>(null);
  const [revealed, setRevealed] = useState(0);
  const revealAfterSheet = useRef(false);
  const reveal = () => setRevealed((n) => n + 1);
  useEffect(() => {
    if (revealed > 0) revealFirstError(formRef.current);
  }, [revealed]);

  if (!shown) return <QueryState query={ticket} />;

  const openReview = async (event: FormEvent) => {
    event.preventDefault();
    const errors = ticketErrors(values, shown, say, t('invalidPrice'));
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      reveal();
      return;
    }
    setReviewing(true);
    try {
      const fresh = await queryClient.fetchQuery(ticketQuery(ticketQueryOf(symbol, values)));
      if (fresh.total !== null && compareDecimals(fresh.total, fresh.freeMargin) > 0) {
        form.setFieldError('quantity', say('insufficientMargin'));
        reveal();
        return;
      }
      setReview({ body: orderBodyOf(symbol, values), ticket: fresh });
    } catch (error) {
      showError(error, form);
      reveal();
    } finally {
      setReviewing(false);
    }
  };

  const confirmOrder = () => {
    if (!review || place.isPending) return;
    place.mutate(review.body, {
      onSuccess: (result) => {
        setReview(null);
        onPlaced(result);
      },
      onError: (error) => {
        showError(error, form);
        revealAfterSheet.current = true;
        setReview(null);
      },
    });
  };

  const failed = ticket.isError && !isAbortError(ticket.error);
  const failure = failed ? (isApiError(ticket.error) && ticket.error.msg) || t('figures.failed') : null;
  const current = ticket.data !== undefined && !ticket.isPlaceholderData && askedQuery === typedQuery;
  return (
    <form noValidate onSubmit={openReview} ref={formRef}>
      <Grid gutter="md">
        <Grid.Col span={stacked ? 12 : { base: 12, sm: 7 }}>
          <Paper p="md" radius="lg" withBorder>
            <TicketFields form={form} ticket={shown} quote={quote} sizesCurrent={current} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={stacked ? 12 : { base: 12, sm: 5 }}>
          <Stack gap="md">
            {quote.status !== 'open' && (
              <Alert color={quote.status === 'halted' ? 'red' : 'gray'} variant="light">
                {t(`marketStatus.${quote.status}`)}
              </Alert>
            )}
            <TicketFigures ticket={shown} updating={!current && !failed} failure={failure} />
            <Text size="xs" c="dimmed">
              {values.type === 'market'
                ? t('marketNote')
                : values.type === 'limit'
                  ? t('limitNote')
                  : t(`typeNote.${values.type}`)}
            </Text>
            <Button
              type="submit"
              size="md"
              loading={reviewing}
              color={values.side === 'buy' ? 'teal.9' : 'red.9'}
              data-testid="ticket-submit"
            >
              {t(`submit.${values.side}`, { symbol })}
            </Button>
            <AccountSummary currency={shown.currency} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmSheet
        order={review}
        placing={place.isPending}
        onCancel={() => setReview(null)}
        onOk={confirmOrder}
        onClosed={() => {
          if (!revealAfterSheet.current) return;
          revealAfterSheet.current = false;
          reveal();
        }}
      />
    </form>
  );
}
