import { Table } from '@mantine/core';
import { useDateFormat } from '@platform/ui';
import { ToneBadge } from '../../shared/badges.tsx';
import { ActionsCell, RowButton, TitleCell } from '../../shared/cells.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { AdminNews } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface Props {
  rows: AdminNews[];
  /** Admins edit and delete; others only read. */
  onEdit?: (item: AdminNews) => void;
  onDelete?: (item: AdminNews) => void;
}

/** Titles and summaries are operator-written plain text: React renders them as text, never as HTML. */
export function NewsTable({ rows, onEdit, onDelete }: Props) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const none = t('shared.none');
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <DataTable
      label={t('marketNews.title')}
      minWidth={900}
      head={[
        t('marketNews.columns.title'),
        t('marketNews.columns.symbols'),
        t('marketNews.columns.status'),
        t('marketNews.columns.publishedAt'),
        t('marketNews.columns.updatedAt'),
        ...(onEdit ? [t('marketNews.columns.actions')] : []),
      ]}
    >
      {rows.map((item) => (
        <Table.Tr key={item.id} data-news-id={item.id}>
          <Table.Td style={{ minWidth: 240, overflowWrap: 'anywhere' }}>
            <TitleCell title={item.title} summary={item.summary} />
          </Table.Td>
          <Table.Td ff="monospace" style={{ minWidth: 100 }}>
            {item.symbols.length > 0 ? item.symbols.join(', ') : none}
          </Table.Td>
          <Table.Td>
            {item.published ? (
              <ToneBadge tone="teal">{t('marketNews.published')}</ToneBadge>
            ) : (
              <ToneBadge tone="gray">{t('marketNews.draft')}</ToneBadge>
            )}
          </Table.Td>
          <Table.Td style={nowrap}>{formatDateTime(item.publishedAt) ?? none}</Table.Td>
          <Table.Td style={nowrap}>{formatDateTime(item.updatedAt)}</Table.Td>
          {onEdit ? (
            <ActionsCell>
              <RowButton onClick={() => onEdit(item)} label={t('marketNews.editLabel', { title: item.title })}>
                {t('marketNews.edit')}
              </RowButton>
              {onDelete ? (
                <RowButton
                  danger
                  onClick={() => onDelete(item)}
                  label={t('marketNews.deleteLabel', { title: item.title })}
                >
                  {t('marketNews.delete')}
                </RowButton>
              ) : null}
            </ActionsCell>
          ) : null}
        </Table.Tr>
      ))}
    </DataTable>
  );
}
