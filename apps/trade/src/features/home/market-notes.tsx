import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type MarketNote, marketNotesApi } from '@platform/contracts';
import { QueryState, SimulatedBadge, useDateFormat, useTexts } from '@platform/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../lib/api.ts';
import { NOTES } from './notes-texts.ts';

/** GET /api/market/notes: the simulator's newest notes (a new one comes at most once a minute). */
const notesQuery = () =>
  queryOptions({
    queryKey: ['market', 'notes'],
    queryFn: ({ signal }) => api.call(marketNotesApi.find, { query: { limit: 6 } }, { signal }),
    staleTime: 60_000,
  });

const unsigned = (value: string | null) => value?.replace(/^-/, '') ?? '';

function NoteItem({ note }: { note: MarketNote }) {
  const { t } = useTexts(NOTES);
  const { dateTime } = useDateFormat();
  // A trading date is a calendar day, not an instant: read it in UTC so no zone moves it.
  const { date } = useDateFormat({ timeZone: 'UTC' });
  const { figures } = note;
  const values = {
    name: note.name,
    symbol: note.symbol,
    currency: figures.currency,
    last: figures.last,
    prevClose: figures.prevClose,
    change: unsigned(figures.change),
    percent: unsigned(figures.changePercent),
    high: figures.high,
    previousHigh: figures.previousHigh,
    compared: figures.compared,
    date: date(`${note.tradingDate}T00:00:00Z`),
    time: dateTime(note.observedAt),
  };
  return (
    <Stack component="li" gap={2} data-note-kind={note.kind}>
      <Group gap="xs">
        <SimulatedBadge label={t('label')} />
      </Group>
      <Anchor component={Link} to={`/quote/${note.symbol}`} fw={600} size="sm">
        {t(`${note.kind}.title`, values)}
      </Anchor>
      <Text size="sm">{t(`${note.kind}.body`, values)}</Text>
      <Text size="xs" c="dimmed">
        {t(`${note.kind}.source`, values)}
      </Text>
    </Stack>
  );
}

/** What the market simulator noted in its own recorded data, labelled as simulated and never company news. */
export function MarketNotes() {
  const { t } = useTexts(NOTES);
  const notes = useQuery(notesQuery());
  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="market-notes-title">
      <Title order={2} size="h4" id="market-notes-title">
        {t('title')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('intro')}
      </Text>
      {!notes.data ? (
        <QueryState query={notes} />
      ) : notes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
