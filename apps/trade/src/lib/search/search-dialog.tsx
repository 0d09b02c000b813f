// The instrument search every screen's header opens (issue 33 §5): symbol or name, answered as the user types, moved
// through with the arrow keys and opened with Enter; with nothing typed, the instruments last opened from here.
import { Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MARKET_SEARCH_LIMITS } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { instrumentsQuery } from '../market/queries.ts';
import { type RecentInstrument, useRecentSearches } from './recent-searches.ts';
import classes from './search.module.css';
import { SEARCH } from './texts.ts';

const SHOWN = 8;

export function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTexts(SEARCH);
  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="lg" yOffset="8vh">
      {opened && <SearchBody onClose={onClose} />}
    </Modal>
  );
}

function SearchBody({ onClose }: { onClose: () => void }) {
  const { t } = useTexts(SEARCH);
  const navigate = useNavigate();
  const { recent, remember, clear } = useRecentSearches();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [q] = useDebouncedValue(text.trim(), 200);
  const searching = q.length > 0 && q.length <= MARKET_SEARCH_LIMITS.queryMax;
  const results = useQuery({ ...instrumentsQuery({ q, pageSize: SHOWN }), enabled: searching });
  const found: RecentInstrument[] = searching
    ? (results.data?.rows ?? []).map(({ instrument }) => ({ symbol: instrument.symbol, name: instrument.name }))
    : [];
  const options = text.trim() === '' ? recent : found;
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const open = (instrument: RecentInstrument) => {
    remember(instrument);
    onClose();
    navigate(`/quote/${encodeURIComponent(instrument.symbol)}`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length === 0 ? 0 : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault();
      open(options[active]);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t('label')}
        placeholder={t('placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        maxLength={MARKET_SEARCH_LIMITS.queryMax}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options[active] ? optionId(active) : undefined}
        autoComplete="off"
        data-autofocus
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} id={`${listId}-label`}>
          {text.trim() === '' ? t('recent') : t('results')}
        </Text>
        {text.trim() === '' && recent.length > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={clear}>
            {t('clear')}
          </Button>
        )}
      </Group>
      {searching && !results.data && <QueryState query={results} />}
      <div id={listId} role="listbox" aria-labelledby={`${listId}-label`} className={classes.list}>
        {options.map((instrument, index) => (
          <UnstyledButton
            key={instrument.symbol}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className={classes.option}
            data-active={index === active || undefined}
            onMouseEnter={() => setActive(index)}
            onClick={() => open(instrument)}
          >
            <Text component="span" fw={700} size="sm">
              {instrument.symbol}
            </Text>
            <Text component="span" size="sm" c="dimmed" truncate>
              {instrument.name}
            </Text>
          </UnstyledButton>
        ))}
      </div>
      {text.trim() === '' && recent.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noRecent')}
        </Text>
      )}
      {searching && results.data && found.length === 0 && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('noResults', { q })}
        </Text>
      )}
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {t('hint')}
      </Text>
    </Stack>
  );
}
