import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { EntryView } from '@platform/contracts';
import { Amount, groupAmountsInText, textsUnder, useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

/** Where the cause of an entry can be looked at in the back office. */
function causeLink(entry: EntryView, userId: number) {
  if (entry.causeType === 'deposit') return `/money/deposits?status=all&method=all&userId=${userId}`;
  if (entry.causeType === 'withdrawal') return `/money/withdrawals?status=all&userId=${userId}`;
  return null;
}

function Actor({ entry }: { entry: EntryView }) {
  const { t } = useAppTexts<ScreenTexts>();
  if (entry.actorKind === 'operator' && entry.actorId) {
    return (
      <Anchor component={Link} to={`/users/${entry.actorId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('money.actors.operator', { id: entry.actorId })}
      </Anchor>
    );
  }
  return <Text size="sm">{t(`money.actors.${entry.actorKind}`, { id: entry.actorId })}</Text>;
}

/** Every posting of the entry, this user's and the other side's, so the operator sees it balance. */
function Postings({ entry, userId }: { entry: EntryView; userId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack
      component="ul"
      gap={2}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('ledger.entries.postingsLabel', { id: entry.id })}
    >
      {entry.postings.map((p) => {
        const owner =
          p.userId === null
            ? t('money.house')
            : p.userId === userId
              ? t('ledger.entries.thisUser')
              : t('ledger.entries.otherUser', { id: p.userId });
        return (
          <li key={p.accountId} style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
            <Text span size="xs" style={{ whiteSpace: 'nowrap' }}>
              {t(`money.accountKinds.${p.kind}`)} ({owner})
            </Text>
            <Amount value={p.amount} currency={p.currency} signed size="xs" />
          </li>
        );
      })}
    </Stack>
  );
}

export function EntriesTable({ rows, userId }: { rows: EntryView[]; userId: number }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const c = textsUnder(t, 'ledger.entries.columns');
  return (
    <DataTable
      label={t('ledger.entries.title')}
      minWidth={900}
      head={[c('id'), c('type'), c('actor'), c('memo'), c('postings')]}
    >
      {rows.map((entry) => {
        const to = causeLink(entry, userId);
        const cause = t(`money.causes.${entry.causeType}`, { id: entry.causeId });
        return (
          <Table.Tr key={entry.id} data-entry-id={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm">#{entry.id}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.createdAt)}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm" fw={600}>
                {t(`money.entryTypes.${entry.type}`)}
              </Text>
              {to ? (
                <Anchor component={Link} to={to} size="xs">
                  {cause}
                </Anchor>
              ) : (
                <Text size="xs">{cause}</Text>
              )}
            </Table.Td>
            <Table.Td>
              <Actor entry={entry} />
            </Table.Td>
            <Table.Td style={{ minWidth: 180 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {groupAmountsInText(entry.memo)}
              </Text>
              {entry.reversesEntryId ? (
                <Text size="xs" c="dimmed">
                  {t('ledger.entries.reverses', { id: entry.reversesEntryId })}
                </Text>
              ) : null}
              {entry.reversedByEntryId ? (
                <Text size="xs" c="red.8">
                  {t('ledger.entries.reversedBy', { id: entry.reversedByEntryId })}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={{ minWidth: 280 }}>
              <Postings entry={entry} userId={userId} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
