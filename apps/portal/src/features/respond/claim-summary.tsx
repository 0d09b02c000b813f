import { List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { RespondentCaseView } from '@platform/contracts';
import { formatMoney, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { disputeTypeName, disputeTypesQuery } from '../../lib/dispute-types.ts';
import { useFormat } from '../../lib/format.ts';
import { RespondentFiles } from './respondent-files.tsx';
import { RESPOND } from './texts.ts';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The claim as the applicant filed it: what mediation needs, without their contact details; the evidence they share
 * is listed, and opens (through the link) once the respondent takes part.
 */
export function ClaimSummary({ view, token }: { view: RespondentCaseView; token: string }) {
  const { t } = useTexts(RESPOND);
  const format = useFormat();
  const types = useQuery(disputeTypesQuery());
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="respondent-claim">
      <Title order={2} size="h4" id="respondent-claim" mb="md">
        {t('claim.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        <Fact label={t('claim.number')}>
          <span data-testid="respondent-tracking-number">{view.trackingNumber}</span>
        </Fact>
        <Fact label={t('claim.filed')}>{format.date(view.filedAt)}</Fact>
        <Fact label={t('claim.respondent')}>{view.counterpartyName}</Fact>
        <Fact label={t('claim.disputeType')}>{disputeTypeName(types.data, view.disputeType, format.language)}</Fact>
        <Fact label={t('claim.amount')}>{formatMoney(view.amount, view.currency)}</Fact>
        {view.incidentDate && <Fact label={t('claim.incidentDate')}>{format.date(view.incidentDate)}</Fact>}
        <Fact label={t('claim.mediator')}>{view.mediatorName ?? t('claim.unassigned')}</Fact>
        <Fact label={t('claim.description')} wide>
          {view.description}
        </Fact>
        <Fact label={t('claim.evidence')} wide>
          {view.evidence.length === 0 ? (
            t('claim.noEvidence')
          ) : view.evidenceOpens ? (
            <>
              <RespondentFiles files={view.evidence} token={token} />
              <Text size="xs" c="dimmed" mt={4} component="span" display="block">
                {t('claim.evidenceOpen')}
              </Text>
            </>
          ) : (
            <>
              <List size="sm" spacing={2} component="ul">
                {view.evidence.map((file) => (
                  <List.Item key={file.path} style={{ overflowWrap: 'anywhere' }}>
                    {file.name ?? file.path.split('/').pop()}
                  </List.Item>
                ))}
              </List>
              <Text size="xs" c="dimmed" mt={4} component="span" display="block">
                {t('claim.evidenceNote')}
              </Text>
            </>
          )}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
