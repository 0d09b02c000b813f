// A deposit's or a withdrawal's own page (issue 32 §2): the decision while it waits (`a`/`r` open it), and its sections in
// tabs kept in the address (`?tab=history`). Each feature says what its overview shows and what its decision does.
import { Anchor, Kbd, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { isApiError } from '@platform/client';
import { CODES } from '@platform/contracts';
import { EmptyState, QueryState } from '@platform/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuditHistory } from '../audit/audit-history.tsx';
import { PageHeader } from '../page-header.tsx';
import { useAppTexts } from '../texts.ts';
import type { DecisionMode } from './review-decision.tsx';

const TABS = ['overview', 'history'] as const;
type Tab = (typeof TABS)[number];

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
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'overview';
  const missing = id === null || (isApiError(query.error) && query.error.code === CODES.notFound);

  return (
    <Stack>
      <Anchor component={Link} to={props.back.to} size="sm">
        ← {props.back.label}
      </Anchor>
      <PageHeader title={props.title} intro={query.data ? props.intro(query.data) : undefined} />
      {!allowed ? (
        <Text c="dimmed">{t('money.noAccess')}</Text>
      ) : missing ? (
        <EmptyState>{props.notFound}</EmptyState>
      ) : (
        <QueryState query={query}>
          {(row) => (
            <Stack>
              <Decision row={row} {...props} />
              <Tabs
                value={tab}
                keepMounted={false}
                onChange={(next) => setParams(next && next !== 'overview' ? { tab: next } : {}, { replace: true })}
              >
                <Tabs.List>
                  {TABS.map((name) => (
                    <Tabs.Tab key={name} value={name}>
                      {t(`money.record.tabs.${name}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value="overview" pt="md">
                  {props.overview(row)}
                </Tabs.Panel>
                <Tabs.Panel value="history" pt="md">
                  <AuditHistory
                    targetType={props.historyTarget}
                    targetId={String(id)}
                    title={t('money.record.tabs.history')}
                    emptyText={t('money.record.historyEmpty')}
                  />
                </Tabs.Panel>
              </Tabs>
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
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
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('money.record.decision')}
        </Title>
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {t('money.record.keys')} <Kbd>a</Kbd> <Kbd>r</Kbd>
        </Text>
        {form}
      </Stack>
    </Paper>
  );
}
