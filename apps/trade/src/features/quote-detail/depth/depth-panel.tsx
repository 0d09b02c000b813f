// The quote page's level-2 depth and time & sales (issue 33 §4): first painted from the REST answer, then following
// the socket. Bids take the rise colour and asks the fall colour of the user's convention, and so do buyer- and
// seller-initiated prints; a word says which, so nothing rests on colour alone. Marked as simulated (honesty rule 2).
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Depth, DepthLevel } from '@platform/contracts';
import { directionColor, QueryState, TABULAR, type UpColor, useNumberFormat, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useUpColor } from '../../../lib/market/prefs.ts';
import { Simulated } from '../../../lib/market/simulated.tsx';
import { useLiveDepth } from '../../../lib/realtime/use-live-depth.ts';
import classes from './depth.module.css';
import { barWidths, clockOf, sizeText, spreadOf } from './format.ts';
import { depthQuery } from './queries.ts';
import { DEPTH } from './texts.ts';

export interface DepthPanelProps {
  symbol: string;
  /** The exchange's time zone, for the prints' times (the reader's own when not given). */
  timeZone?: string;
  /** How many of the latest prints to list (at most the 20 the server sends). */
  trades?: number;
}

/** Level-2 depth (bids and asks with size bars, the spread) and the latest trades of `symbol`, live. */
export function DepthPanel({ symbol, timeZone, trades = 20 }: DepthPanelProps) {
  const { t } = useTexts(DEPTH);
  const query = useQuery(depthQuery(symbol));
  const depth = useLiveDepth(symbol, query.data);
  return (
    <Paper component="section" p="md" radius="lg" withBorder data-testid="depth-panel" aria-labelledby="depth-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id="depth-title">
            {t('title')}
          </Title>
          <Simulated />
        </Group>
        {depth ? <DepthBody depth={depth} timeZone={timeZone} trades={trades} /> : <QueryState query={query} />}
      </Stack>
    </Paper>
  );
}

function DepthBody({ depth, timeZone, trades }: { depth: Depth; timeZone: string | undefined; trades: number }) {
  const { t } = useTexts(DEPTH);
  const upColor = useUpColor();
  if (depth.bids.length === 0 && depth.asks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noBook')}
      </Text>
    );
  }
  const spread = spreadOf(depth.bids[0]?.price, depth.asks[0]?.price);
  const largest = Math.max(...depth.bids.map((l) => l.size), ...depth.asks.map((l) => l.size));
  return (
    <>
      <Text size="xs" c="dimmed">
        {t('explain')}
      </Text>
      {depth.status !== 'open' && (
        <Text size="sm" c="dimmed" data-testid="depth-status">
          {t(depth.status)}
        </Text>
      )}
      <Group gap="lg" style={TABULAR} data-testid="depth-spread">
        <Text size="sm">
          {t('spread')}{' '}
          <Text span fw={600} inherit>
            {spread}
          </Text>
        </Text>
        <Text size="sm">
          {t('last')}{' '}
          <Text span fw={600} inherit>
            {depth.last}
          </Text>
        </Text>
      </Group>
      <div className={classes.book}>
        <BookSide side="bids" levels={depth.bids} largest={largest} upColor={upColor} />
        <BookSide side="asks" levels={depth.asks} largest={largest} upColor={upColor} />
      </div>
      <Title order={3} size="h5" mt="xs">
        {t('tapeTitle')}
      </Title>
      <Tape depth={depth} timeZone={timeZone} trades={trades} upColor={upColor} />
    </>
  );
}

/** One side of the book, best first; bids mirror asks so both best prices meet in the middle. */
function BookSide(props: { side: 'bids' | 'asks'; levels: DepthLevel[]; largest: number; upColor: UpColor }) {
  const { side, levels, largest, upColor } = props;
  const { t } = useTexts(DEPTH);
  const format = useNumberFormat();
  const color = directionColor(side === 'bids' ? 'up' : 'down', upColor);
  const widths = barWidths(
    levels.map((l) => l.size),
    largest,
  );
  const price = (level: DepthLevel) => (
    <td className={classes.price} style={{ color }}>
      {level.price}
    </td>
  );
  const size = (level: DepthLevel) => <td className={classes.size}>{sizeText(level.size, format)}</td>;
  return (
    <table className={classes.side} data-side={side} data-testid={`depth-${side}`} style={TABULAR}>
      <caption className={classes.caption}>{t(side === 'bids' ? 'bidsCaption' : 'asksCaption')}</caption>
      <thead>
        <tr>
          {side === 'bids' ? (
            <>
              <th scope="col" className={classes.size}>
                {t('size')}
              </th>
              <th scope="col" className={classes.price}>
                {t('bids')}
              </th>
            </>
          ) : (
            <>
              <th scope="col" className={classes.price}>
                {t('asks')}
              </th>
              <th scope="col" className={classes.size}>
                {t('size')}
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {levels.map((level, i) => (
          <tr
            key={level.price}
            className={classes.level}
            style={{ '--bar': widths[i], '--bar-color': color } as CSSProperties}
            data-size={level.size}
          >
            {side === 'bids' ? (
              <>
                {size(level)}
                {price(level)}
              </>
            ) : (
              <>
                {price(level)}
                {size(level)}
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The latest prints, newest first, each in its side's colour and word. */
function Tape(props: { depth: Depth; timeZone: string | undefined; trades: number; upColor: UpColor }) {
  const { depth, timeZone, trades, upColor } = props;
  const { t } = useTexts(DEPTH);
  const format = useNumberFormat();
  const shown = depth.trades.slice(0, trades);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noTrades')}
      </Text>
    );
  }
  return (
    <>
      <table className={classes.tape} data-testid="depth-tape" style={TABULAR}>
        <caption className={classes.caption}>{t('tapeCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('size')}</th>
            <th scope="col">{t('side')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((trade, i) => {
            const color = directionColor(trade.side === 'buy' ? 'up' : 'down', upColor);
            return (
              // Prints of one second can share time, price and size: their place in the tape tells them apart.
              <tr key={`${trade.time}-${i}`} data-side={trade.side}>
                <td>{clockOf(trade.time, timeZone)}</td>
                <td style={{ color }}>{trade.price}</td>
                <td>{sizeText(trade.size, format)}</td>
                <td style={{ color }}>{t(trade.side)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Text size="xs" c="dimmed">
        {t('sideHelp')}
      </Text>
    </>
  );
}
