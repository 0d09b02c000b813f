import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { ToneBadge } from '../../lib/ui/tone-badge.tsx';
import { contractListQuery } from './api.ts';
import { CONTRACT } from './texts.ts';

/** The user's agreements, to open another one than the one shown. Hidden while there is only one. */
export function AgreementPicker({ currentId }: { currentId: number }) {
  const { t } = useTexts(CONTRACT);
  const format = useFormat();
  const list = useQuery(contractListQuery());
  const rows = list.data ?? [];
  if (rows.length < 2) return null;
  return (
    <Paper withBorder p="md" radius="md" component="nav" aria-labelledby="agreement-list">
      <Title order={2} size="h5" id="agreement-list" mb="xs">
        {t('others')}
      </Title>
      <Stack gap={6}>
        {rows.map((row) => (
          <Group key={row.id} gap="xs" wrap="nowrap" justify="space-between">
            <Anchor
              component={Link}
              to={`/contract?caseId=${row.caseId}`}
              size="sm"
              fw={row.id === currentId ? 700 : 400}
              aria-current={row.id === currentId ? 'page' : undefined}
            >
              {row.trackingNumber} · {t('version', { version: row.version })}
            </Anchor>
            <ToneBadge size="xs" tone={row.status === 'signed' ? 'good' : 'neutral'}>
              {t(`status.${row.status}`)}
            </ToneBadge>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {format.date(rows[0]?.draftedAt)}
        </Text>
      </Stack>
    </Paper>
  );
}
