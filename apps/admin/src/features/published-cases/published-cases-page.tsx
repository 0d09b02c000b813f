import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ToneBadge } from '../../shared/badges.tsx';
import { ContentPage } from '../../shared/content/content-page.tsx';
import { PublishedCaseForm } from './published-case-form.tsx';

export function PublishedCasesPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      kind="cases"
      title={t('publishedCases.title')}
      intro={t('publishedCases.intro')}
      newLabel={t('publishedCases.new')}
      emptyText={t('publishedCases.empty')}
      withLanguage
      minWidth={1100}
      nameOf={(item) => item.title}
      formTitle={{ create: t('publishedCases.createTitle'), edit: t('publishedCases.editTitle') }}
      Form={PublishedCaseForm}
      columns={[
        {
          head: t('publishedCases.columns.title'),
          minWidth: 220,
          cell: (item) => (
            <>
              <Text size="sm" fw={600}>
                {item.title}
              </Text>
              {item.summary ? (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {item.summary}
                </Text>
              ) : null}
            </>
          ),
        },
        {
          head: t('publishedCases.columns.source'),
          cell: (item) => (
            <Anchor component={Link} to={`/cases/${item.sourceCaseId}`} ff="monospace" size="sm">
              {item.trackingNumber}
            </Anchor>
          ),
        },
        {
          head: t('publishedCases.columns.outcome'),
          cell: (item) => (
            <ToneBadge tone={item.outcome === 'settled' ? 'teal' : 'gray'}>
              {t(`publishedCases.outcomes.${item.outcome}`)}
            </ToneBadge>
          ),
        },
        {
          head: t('publishedCases.columns.amounts'),
          cell: (item) => (
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {item.claimedAmount} {item.claimedCurrency} /{' '}
              {item.settledAmount
                ? `${item.settledAmount} ${item.settledCurrency ?? ''}`
                : t('publishedCases.notSettled')}
            </Text>
          ),
        },
        {
          head: t('publishedCases.columns.duration'),
          cell: (item) => t('publishedCases.days', { count: item.durationDays }),
        },
      ]}
    />
  );
}
