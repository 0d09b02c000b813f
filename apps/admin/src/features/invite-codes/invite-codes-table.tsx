import { Code, Group, Table } from '@mantine/core';
import type { InviteCodeView } from '@platform/contracts';
import { CopyButton, useDateFormat } from '@platform/ui';
import { ToneBadge } from '../../shared/badges.tsx';
import { RowButton } from '../../shared/cells.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

function StatusBadge({ row }: { row: InviteCodeView }) {
  const { t } = useAppTexts<ScreenTexts>();
  if (row.disabled) return <ToneBadge tone="red">{t('inviteCodes.disabled')}</ToneBadge>;
  if (row.maxUses !== null && row.uses >= row.maxUses) {
    return <ToneBadge tone="gray">{t('inviteCodes.exhausted')}</ToneBadge>;
  }
  return <ToneBadge tone="teal">{t('inviteCodes.active')}</ToneBadge>;
}

interface Props {
  rows: InviteCodeView[];
  /** Admins may disable; others only read. */
  onDisable?: (code: string) => void;
}

export function InviteCodesTable({ rows, onDisable }: Props) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  return (
    <DataTable
      label={t('inviteCodes.title')}
      minWidth={760}
      head={[
        t('inviteCodes.columns.code'),
        t('inviteCodes.columns.note'),
        t('inviteCodes.columns.uses'),
        t('inviteCodes.columns.status'),
        t('inviteCodes.columns.createdAt'),
        t('inviteCodes.columns.actions'),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.code}>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Code fz="sm">{row.code}</Code>
              <CopyButton value={row.code} label={row.code} variant="subtle" />
            </Group>
          </Table.Td>
          <Table.Td style={{ minWidth: 160 }}>{row.note ?? t('shared.none')}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {row.uses} / {row.maxUses ?? t('inviteCodes.unlimited')}
          </Table.Td>
          <Table.Td>
            <StatusBadge row={row} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
          <Table.Td>
            {onDisable && !row.disabled ? (
              <RowButton
                danger
                onClick={() => onDisable(row.code)}
                label={t('inviteCodes.disableLabel', { code: row.code })}
              >
                {t('inviteCodes.disable')}
              </RowButton>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
