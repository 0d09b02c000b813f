// Beside a conversation: who the customer is to the mediation side (identity check, cases), so support can answer
// "where is my case?" without asking for the tracking number or opening other pages.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  CASE_STATE_LABELS,
  FINAL_CASE_STATES,
  type RealNameState,
  type SupportCustomerView,
} from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { useLocalized } from '../../shared/localized.ts';
import { useHasRole } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { supportQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** Who may open the cases pages (the mediators' API's callers). */
const CASE_ROLES = ['mediator', 'admin'] as const;

/** Cases shown before "Show all". */
const FIRST_CASES = 3;

const realNameTones: Record<RealNameState, Tone> = { none: 'gray', pending: 'blue', approved: 'teal', rejected: 'red' };

export function CustomerPanel({ conversationId }: { conversationId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
  const customer = useQuery(supportQueries.customer(conversationId));
  // The cases pages are the mediators' (and admins'); others see the tracking number and state without a link.
  const canOpenCases = useHasRole(CASE_ROLES);
  if (customer.isError)
    return (
      <Text size="sm" c="red.9" role="alert">
        {t('supportConsole.customer.loadFailed')}
      </Text>
    );
  if (!customer.data) return null;
  return <CustomerFacts customer={customer.data} canOpenCases={canOpenCases} />;
}

/** The facts themselves; `canOpenCases` links each tracking number to its case page. */
export function CustomerFacts({ customer, canOpenCases }: { customer: SupportCustomerView; canOpenCases: boolean }) {
  const { t } = useAppTexts<ScreenTexts>();
  const localized = useLocalized();
  const { date } = useDateFormat();
  const [all, setAll] = useState(false);
  const shown = all ? customer.cases : customer.cases.slice(0, FIRST_CASES);
  const headingId = `support-customer-${customer.userId}`;

  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="gray.7">
        {t('supportConsole.customer.title')}
      </Text>
      <Group gap="xs">
        <Text size="sm">{t('supportConsole.customer.realName')}</Text>
        <ToneBadge tone={realNameTones[customer.realNameStatus]}>
          {t(`supportConsole.customer.realNameStates.${customer.realNameStatus}`)}
        </ToneBadge>
      </Group>
      {customer.totalCases === 0 ? (
        <Text size="sm" c="dark.5">
          {t('supportConsole.customer.noCases')}
        </Text>
      ) : (
        <>
          <Text size="sm" id={`${headingId}-cases`}>
            {t('supportConsole.customer.cases', { count: customer.totalCases })}
          </Text>
          <ul aria-labelledby={`${headingId}-cases`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((c) => (
              <li key={c.id}>
                <Group gap="xs" wrap="nowrap" py={2}>
                  {canOpenCases ? (
                    <Anchor
                      component={Link}
                      to={`/cases/${c.id}`}
                      size="sm"
                      ff="monospace"
                      underline="always"
                      aria-label={t('supportConsole.customer.openCase', { trackingNumber: c.trackingNumber })}
                    >
                      {c.trackingNumber}
                    </Anchor>
                  ) : (
                    <Text size="sm" ff="monospace">
                      {c.trackingNumber}
                    </Text>
                  )}
                  <ToneBadge tone={FINAL_CASE_STATES.includes(c.status) ? 'gray' : 'blue'}>
                    {localized(CASE_STATE_LABELS[c.status])}
                  </ToneBadge>
                  <Text size="sm" c="dark.5" truncate="end" style={{ minWidth: 0 }}>
                    {c.counterpartyName} · {date(c.createdAt)}
                  </Text>
                </Group>
              </li>
            ))}
          </ul>
          {customer.cases.length > FIRST_CASES && (
            <Button
              size="compact-xs"
              variant="subtle"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setAll((v) => !v)}
              aria-expanded={all}
            >
              {all
                ? t('supportConsole.customer.showFewer')
                : t('supportConsole.customer.showAll', { count: customer.cases.length })}
            </Button>
          )}
          {all && customer.totalCases > customer.cases.length && (
            <Text size="xs" c="dark.5">
              {t('supportConsole.customer.newestOnly', { shown: customer.cases.length, total: customer.totalCases })}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
