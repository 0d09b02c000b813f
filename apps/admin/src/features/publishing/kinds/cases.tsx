import { Anchor, Text } from '@mantine/core';
import { CASE_STATE_LABELS, type ContentAdminView } from '@platform/contracts';
import { displayAmount, formatMoney } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ToneBadge } from '../../../shared/badges.tsx';
import { TitleCell } from '../../../shared/cells.tsx';
import type { ContentScreen, LoadOptions } from '../../../shared/content/content-screen.ts';
import { useLocalized } from '../../../shared/localized.ts';
import { useAppTexts } from '../../../shared/texts.ts';
import type { ScreenTexts } from '../i18n.ts';
import { closedCasesQuery } from './closed-cases.ts';
import { body, language, summary, title } from './fields.ts';

/** The closed cases a story may be written from, newest first. */
const useClosedCaseOptions: LoadOptions<ContentAdminView<'cases'>> = (item) => {
  const { t } = useAppTexts<ScreenTexts>();
  const localized = useLocalized();
  const closed = useQuery(closedCasesQuery());
  const options = (closed.data ?? []).map((c) => ({
    value: String(c.id),
    label: t('publishedCases.caseOption', {
      number: c.trackingNumber,
      state: localized(CASE_STATE_LABELS[c.status]),
      amount: displayAmount(c.amount, c.currency),
      currency: c.currency,
    }),
  }));
  // An item keeps its source even when that case is no longer among the newest hundred.
  if (item && !options.some((o) => o.value === String(item.sourceCaseId))) {
    options.unshift({ value: String(item.sourceCaseId), label: item.trackingNumber });
  }
  return {
    options: [{ value: '', label: t('publishedCases.chooseCase') }, ...options],
    hint: closed.isPending ? t('publishedCases.sourceLoading') : t('publishedCases.sourceHint'),
    note: closed.data && options.length === 0 ? t('publishedCases.noClosed') : null,
  };
};

export const casesScreen: ContentScreen<'cases'> = {
  kind: 'cases',
  texts: 'publishedCases',
  minWidth: 960,
  nameOf: (item) => item.title,
  fields: [
    {
      name: 'sourceCaseId',
      input: 'select',
      label: 'publishedCases.source',
      required: true,
      autofocus: true,
      numeric: true,
      useOptions: useClosedCaseOptions,
    },
    language,
    title,
    summary,
    body,
    { name: 'coverImage', input: 'image', label: 'content.coverImage' },
  ],
  columns: [
    {
      head: 'publishedCases.columns.title',
      minWidth: 220,
      cell: (item) => <TitleCell title={item.title} summary={item.summary} />,
    },
    {
      head: 'publishedCases.columns.source',
      cell: (item) => (
        <Anchor component={Link} to={`/cases/${item.sourceCaseId}`} ff="monospace" size="sm">
          {item.trackingNumber}
        </Anchor>
      ),
    },
    {
      head: 'publishedCases.columns.outcome',
      cell: (item, t) => (
        <ToneBadge tone={item.outcome === 'settled' ? 'teal' : 'gray'}>
          {t(`publishedCases.outcomes.${item.outcome}`)}
        </ToneBadge>
      ),
    },
    {
      head: 'publishedCases.columns.amounts',
      cell: (item, t) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(item.claimedAmount, item.claimedCurrency)} /{' '}
          {item.settledAmount ? formatMoney(item.settledAmount, item.settledCurrency) : t('publishedCases.notSettled')}
        </Text>
      ),
    },
    {
      head: 'publishedCases.columns.duration',
      cell: (item, t) => t('publishedCases.days', { count: item.durationDays }),
    },
  ],
};
