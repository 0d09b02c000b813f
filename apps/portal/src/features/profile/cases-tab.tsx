import { Box, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { CASE_STATE_LABELS, CASE_STATES, type CaseState } from '@platform/contracts';
import { EmptyState, formatMoney, QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { NextStepLine } from '../../lib/ui/next-step-line.tsx';
import { DROPDOWN_BELOW } from '../../lib/ui/select-props.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { caseCountsQuery, myCasesQuery } from './api.ts';
import { CaseDetailModal } from './case-detail.tsx';
import { CaseStatus } from './case-status.tsx';
import { NextStepAction } from './next-step-action.tsx';
import { OpenList } from './open-list.tsx';
import { PROFILE } from './texts.ts';

const isCaseState = (value: string | null): value is CaseState =>
  (CASE_STATES as readonly string[]).includes(value ?? '');

/** The user's cases: counts, a list filtered by status, and each case's detail. */
export function CasesTab() {
  const { t } = useTexts(PROFILE);
  const format = useFormat();
  const search = useSearchParams();
  const [params, setParams] = search;
  const [page, setPage] = usePageParam(search);
  const raw = params.get('status');
  const status = isCaseState(raw) ? raw : undefined;
  const counts = useQuery(caseCountsQuery());
  const list = useQuery(myCasesQuery(page, status));
  // `?case=<id>` opens that case (a message about it links here).
  const linked = Number(params.get('case'));
  const [openId, setOpenId] = useState<number | null>(Number.isInteger(linked) && linked > 0 ? linked : null);
  const closeCase = () => {
    setOpenId(null);
    if (params.has('case'))
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('case');
          return next;
        },
        { replace: true },
      );
  };

  const setStatus = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (value) next.set('status', value);
      else next.delete('status');
      return next;
    });

  return (
    <Stack gap="lg">
      <section aria-label={t('cases.counts')}>
        <SimpleGrid component="dl" cols={3} spacing="sm" m={0}>
          {(['total', 'open', 'closed'] as const).map((key) => (
            <Paper key={key} withBorder p="sm" radius="md">
              <Text component="dt" size="xs" c="dimmed">
                {t(`cases.${key}`)}
              </Text>
              <Text component="dd" fw={700} size="xl" m={0} data-testid={`count-${key}`}>
                {counts.data?.[key] ?? '–'}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
      <Group justify="space-between" align="flex-end">
        <Select
          comboboxProps={DROPDOWN_BELOW}
          label={t('cases.filter')}
          placeholder={t('cases.all')}
          data={CASE_STATES.map((value) => ({ value, label: format.label(CASE_STATE_LABELS, value) }))}
          value={status ?? null}
          onChange={setStatus}
          clearable
          w={240}
        />
        <Button component={Link} to="/apply" variant="light">
          {t('cases.apply')}
        </Button>
      </Group>
      <QueryState query={list}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState>{status ? t('cases.emptyFiltered') : t('cases.empty')}</EmptyState>
          ) : (
            <OpenList
              rows={data.rows}
              paging={{ page, total: data.total, onPage: setPage }}
              label={(row) => t('cases.open_case', { number: row.trackingNumber })}
              onOpen={(row) => setOpenId(row.id)}
              after={(row) => (
                <Box px="md" pb="md">
                  <NextStepLine next={row.next} party="applicant">
                    <NextStepAction next={row.next} caseId={row.id} />
                  </NextStepLine>
                </Box>
              )}
            >
              {(row) => (
                <>
                  <Group justify="space-between" gap="xs">
                    <Text fw={700} ff="monospace" size="sm">
                      {row.trackingNumber}
                    </Text>
                    <CaseStatus status={row.status} />
                  </Group>
                  <Text size="sm" mt={4}>
                    {row.counterpartyName} · {formatMoney(row.amount, row.currency)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('cases.updated')}: {format.dateTime(row.updatedAt)}
                  </Text>
                </>
              )}
            </OpenList>
          )
        }
      </QueryState>
      <CaseDetailModal id={openId} onClose={closeCase} />
    </Stack>
  );
}
