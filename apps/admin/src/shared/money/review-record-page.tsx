// A deposit's or a withdrawal's own page (issue 32 §2): the decision while it waits (`a`/`r` open it), and its sections in
// tabs kept in the address (`?tab=history`). Each feature says what its overview shows and what its decision does.
import { Kbd, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { historyTab } from '../audit/audit-history.tsx';
import { ObjectPage } from '../object-page.tsx';
import { ObjectTabs } from '../object-tabs.tsx';
import { SectionCard } from '../section-card.tsx';
import { useAppTexts } from '../texts.ts';
import type { DecisionMode } from './review-decision.tsx';

interface ReviewRecordPageProps<Row> {
  /** The record's id from the address (null: not an id). */
  id: number | null;
  title: string;
  /** The queue the page belongs to. */
  back: { to: string; label: string };
  /** Whether the operator may read money records; without, nothing is asked. */
  allowed: boolean;
  query: UseQueryResult<Row>;
  notFound: string;
  /** What the page says under its title once the record is read (whose money, how much). */
  intro(row: Row): ReactNode;
  overview(row: Row): ReactNode;
  /** The audit's name for the kind of record, whose entries the history tab lists. */
  historyTarget: 'deposit' | 'withdrawal';
  /** The decision's form while the record waits for one (null once decided, with why in `decided`). */
  decision(row: Row, mode: DecisionMode, setMode: (mode: DecisionMode) => void): ReactNode | null;
  decided(row: Row): string;
}

export function ReviewRecordPage<Row>(props: ReviewRecordPageProps<Row>) {
  const { t } = useAppTexts();
  const { id, query, allowed } = props;
  return (
    <ObjectPage
      back={props.back}
      title={props.title}
      intro={query.data ? props.intro(query.data) : undefined}
      allowed={allowed}
      notAllowed={t('money.noAccess')}
      id={id}
      query={query}
      notFound={props.notFound}
    >
      {(row) => (
        <Stack>
          <Decision row={row} {...props} />
          <ObjectTabs
            label={t('money.record.tabs.label')}
            tabs={[
              { value: 'overview', label: t('money.record.tabs.overview'), panel: props.overview(row) },
              historyTab(props.historyTarget, id ?? 0, t('money.record.tabs.history'), t('money.record.historyEmpty')),
            ]}
          />
        </Stack>
      )}
    </ObjectPage>
  );
}

/** The decision above the tabs, so `a`/`r` open it on any tab; once decided, why it can no longer change. */
function Decision<Row>({ row, decision, decided }: { row: Row } & ReviewRecordPageProps<Row>) {
  const { t } = useAppTexts();
  const [mode, setMode] = useState<DecisionMode>(null);
  const form = decision(row, mode, setMode);
  useHotkeys(
    form === null
      ? []
      : [
          ['a', () => setMode('approve')],
          ['r', () => setMode('reject')],
        ],
  );
  if (form === null) {
    return (
      <Text size="sm" c="dimmed">
        {decided(row)}
      </Text>
    );
  }
  return (
    <SectionCard title={t('money.record.decision')}>
      <Text size="sm" c="dimmed" visibleFrom="sm">
        {t('money.record.keys')} <Kbd>a</Kbd> <Kbd>r</Kbd>
      </Text>
      {form}
    </SectionCard>
  );
}
