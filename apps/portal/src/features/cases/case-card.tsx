import { Button, Card, Collapse, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { DisputeTypeView, PublishedCaseRowView } from '@platform/contracts';
import { formatMoney, QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { disputeTypeName } from '../../lib/dispute-types.ts';
import { useFormat } from '../../lib/format.ts';
import { APP } from '../../lib/i18n.ts';
import { publishedCaseQuery } from '../../lib/published.ts';
import { SHARED } from '../../lib/shared-texts.ts';
import { RichText } from '../../lib/ui/rich-text.tsx';
import { ToneBadge } from '../../lib/ui/tone-badge.tsx';
import { CASES } from './texts.ts';

interface CaseCardProps {
  item: PublishedCaseRowView;
  disputeTypes: DisputeTypeView[] | undefined;
  headingLevel?: 2 | 3;
}

/** A published case: outcome and figures from the closed case itself, and its write-up on demand. */
export function CaseCard({ item, disputeTypes, headingLevel = 2 }: CaseCardProps) {
  const { t, i18n } = useTexts(CASES);
  const { t: ts } = useTexts(SHARED);
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const settled = item.outcome === 'settled';
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={headingLevel} size="h4">
          {item.title}
        </Title>
        <ToneBadge tone={settled ? 'good' : 'neutral'} style={{ flexShrink: 0 }}>
          {t(item.outcome)}
        </ToneBadge>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {ts('published', { date: format.date(item.publishedAt) })}
      </Text>
      {item.summary && (
        <Text size="sm" mt="sm">
          {item.summary}
        </Text>
      )}
      <SimpleGrid component="dl" cols={2} spacing="xs" mt="md" style={{ margin: 0 }}>
        <Fact label={t('disputeType')} value={disputeTypeName(disputeTypes, item.disputeType, i18n.language)} />
        <Fact label={t('claimed')} value={formatMoney(item.claimedAmount, item.claimedCurrency)} />
        {item.settledAmount && (
          <Fact label={t('settledAmount')} value={formatMoney(item.settledAmount, item.settledCurrency)} />
        )}
        <Fact label={t('duration')} value={t('days', { count: item.durationDays })} />
      </SimpleGrid>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={bodyId}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? t('showLess') : t('readMore')}
      </Button>
      <Collapse in={open} id={bodyId}>
        {open && <CaseBody id={item.id} />}
      </Collapse>
    </Card>
  );
}

function CaseBody({ id }: { id: number }) {
  const { i18n } = useTexts(APP);
  return (
    <QueryState query={useQuery(publishedCaseQuery(i18n.language, id))}>
      {(detail) => <RichText html={detail.body} />}
    </QueryState>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {value}
      </Text>
    </div>
  );
}
