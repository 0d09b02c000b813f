import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { IpoOfferingDetail } from '@platform/contracts';
import { EmptyState, QueryState, useDateFormat, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { BackLink, Section } from '../../lib/product/index.ts';
import { AllotmentSection } from './allotment-section.tsx';
import { allotmentQuery, offeringQuery, useIpoNews } from './api.ts';
import { PhaseBadge } from './badges.tsx';
import { OfferingFacts } from './offering-facts.tsx';
import { SubscribeForm } from './subscribe-form.tsx';
import { SubscriptionPanel } from './subscription-panel.tsx';
import { IPO } from './texts.ts';
import { useNow } from './time-left.tsx';

/** Subscribe, or why not now: before the opening, or after the deadline. */
function SubscribeCard({ detail }: { detail: IpoOfferingDetail }) {
  const { t } = useTexts(IPO);
  const { dateTime } = useDateFormat();
  const { offering } = detail;
  return (
    <Section id="ipo-subscribe" title={t('subscribe.title')}>
      {offering.phase === 'purchasable' ? (
        <SubscribeForm offering={offering} />
      ) : (
        <Text size="sm" c="dimmed">
          {offering.phase === 'upcoming'
            ? t('subscribe.upcoming', { date: dateTime(offering.opensAt) })
            : t('subscribe.closed')}
        </Text>
      )}
    </Section>
  );
}

function Allotment({ detail }: { detail: IpoOfferingDetail }) {
  const { offering, subscription } = detail;
  const waiting =
    offering.phase === 'upcoming' || offering.phase === 'purchasable' || offering.phase === 'waiting_allotment';
  const allotment = useQuery(allotmentQuery(offering.id, waiting));
  return (
    <QueryState query={allotment}>
      {(data) => (
        <AllotmentSection offering={offering} allotment={data} ownReference={subscription?.reference ?? null} />
      )}
    </QueryState>
  );
}

/** The offering's page once loaded: its fields, the user's subscription or the form, and the published allotment. */
export function OfferingView({ detail, now }: { detail: IpoOfferingDetail; now: number }) {
  const { t } = useTexts(IPO);
  const { offering, subscription } = detail;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {offering.company}
          </Title>
          <Text c="dimmed">
            {offering.symbol} · {offering.exchange}
          </Text>
        </div>
        <PhaseBadge phase={offering.phase} />
      </Group>
      {offering.phase === 'listed' && !subscription ? (
        <Anchor component={Link} to={`/quote/${offering.symbol}`} size="sm" fw={600}>
          {t('quote', { symbol: offering.symbol })}
        </Anchor>
      ) : null}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OfferingFacts offering={offering} now={now} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {subscription ? (
            <SubscriptionPanel offering={offering} subscription={subscription} />
          ) : (
            <SubscribeCard detail={detail} />
          )}
        </Grid.Col>
      </Grid>
      <Allotment detail={detail} />
    </Stack>
  );
}

/** /ipo/:id — one offering. */
export function OfferingPage() {
  const { t } = useTexts(IPO);
  useIpoNews();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useQuery({ ...offeringQuery(id), enabled: valid });
  const now = useNow();
  usePageTitle(detail.data ? `${detail.data.offering.company} · ${t('title')}` : t('title'));
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }}>
      <BackLink to="/ipo">{t('back')}</BackLink>
      {valid ? (
        <QueryState query={detail}>{(data) => <OfferingView detail={data} now={now} />}</QueryState>
      ) : (
        <EmptyState>{t('notFound')}</EmptyState>
      )}
    </Stack>
  );
}
