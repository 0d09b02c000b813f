import { Paper, Stack, Text } from '@mantine/core';
import type { FollowInstitutionDetail } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { DetailHeader, Section } from '../../lib/product/index.ts';
import { institutionQuery, useFollowNews } from './api.ts';
import { EquityLine } from './equity-line.tsx';
import { FeesSection } from './fees-section.tsx';
import { FollowForm } from './follow-form.tsx';
import classes from './institution.module.css';
import { RecentTrades } from './recent-trades.tsx';
import { RecordFigures, rulesInWords } from './record-figures.tsx';
import { FOLLOW } from './texts.ts';

/** An institution's page as it renders from its detail: rules, record, trades, fees and the follow form. */
export function InstitutionView({ detail }: { detail: FollowInstitutionDetail }) {
  const { t } = useTexts(FOLLOW);
  const i = detail.institution;
  usePageTitle(i.name);
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <DetailHeader
        back={{ to: '/follow', label: t('title') }}
        title={i.name}
        subtitle={t(`strategy.${i.params.strategy}`)}
        inactive={i.active ? undefined : t('inactive')}
        description={i.description}
      />
      <div className={classes.layout}>
        <Section id="follow-rules" title={t('rulesTitle')} className={classes.rules}>
          <Text size="sm" data-testid="follow-rules">
            {rulesInWords(t, i.params)}
          </Text>
        </Section>
        <Section id="follow-record" title={t('record')} className={classes.record}>
          <EquityLine points={detail.equity} />
          <RecordFigures institution={i} withEquity />
        </Section>
        <Stack gap="md" className={classes.side}>
          <Paper withBorder radius="lg" p="md">
            <FeesSection institution={i} />
          </Paper>
          {i.active ? (
            <Section id="follow-form" title={t('form.title')}>
              <FollowForm institution={i} />
            </Section>
          ) : null}
        </Stack>
        <Section id="follow-recent" title={t('recentTrades')} className={classes.trades}>
          <RecentTrades trades={detail.recentTrades} />
        </Section>
      </div>
    </Stack>
  );
}

/** /follow/:id — one institution. */
export function InstitutionPage() {
  const id = Number(useParams().id);
  useFollowNews();
  const detail = useQuery(institutionQuery(id));
  return <QueryState query={detail}>{(data) => <InstitutionView detail={data} />}</QueryState>;
}
