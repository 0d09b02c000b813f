import { Table, Text } from '@mantine/core';
import type { ContentAdminView, ContentKind } from '@platform/contracts';
import { loosely, useDateFormat } from '@platform/ui';
import { ToneBadge } from '../badges.tsx';
import { ActionsCell, RowButton } from '../cells.tsx';
import { DataTable } from '../data-table.tsx';
import { useAppTexts } from '../texts.ts';
import type { ContentColumn } from './content-screen.ts';

interface ContentTableProps<K extends ContentKind> {
  label: string;
  rows: ContentAdminView<K>[];
  columns: readonly ContentColumn<ContentAdminView<K>>[];
  withLanguage: boolean;
  nameOf(item: ContentAdminView<K>): string;
  minWidth: number;
  /** Admins act; others only read. */
  actions?: {
    edit(item: ContentAdminView<K>): void;
    publish(item: ContentAdminView<K>): void;
    remove(item: ContentAdminView<K>): void;
  };
}

export function PublishedBadge({ published }: { published: boolean }) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  return published ? (
    <ToneBadge tone="teal">{t('content.published')}</ToneBadge>
  ) : (
    <ToneBadge tone="gray">{t('content.draft')}</ToneBadge>
  );
}

/** The items of one kind with their state and the admin's actions; operator texts render as text, never as HTML. */
export function ContentTable<K extends ContentKind>(props: ContentTableProps<K>) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const { actions } = props;
  return (
    <DataTable
      label={props.label}
      minWidth={props.minWidth}
      head={[
        ...props.columns.map((c) => t(c.head)),
        ...(props.withLanguage ? [t('content.columns.language')] : []),
        t('content.columns.status'),
        t('content.columns.updated'),
        ...(actions ? [t('content.columns.actions')] : []),
      ]}
    >
      {props.rows.map((item) => {
        const name = props.nameOf(item);
        const language = (item as { language?: string }).language;
        return (
          <Table.Tr key={item.id} data-content-id={item.id}>
            {props.columns.map((column) => (
              <Table.Td key={column.head} style={{ minWidth: column.minWidth, overflowWrap: 'anywhere' }}>
                {column.cell(item, t)}
              </Table.Td>
            ))}
            {props.withLanguage ? <Table.Td>{language ? t(`common:languages.${language}`) : null}</Table.Td> : null}
            <Table.Td>
              <PublishedBadge published={item.published} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm">{formatDateTime(item.updatedAt)}</Text>
              {item.updatedBy ? (
                <Text size="xs" c="dimmed">
                  {t('content.updatedBy', { name: item.updatedBy })}
                </Text>
              ) : null}
            </Table.Td>
            {actions ? (
              <ActionsCell>
                <RowButton onClick={() => actions.edit(item)} label={t('content.editLabel', { name })}>
                  {t('content.edit')}
                </RowButton>
                <RowButton
                  filled={!item.published}
                  onClick={() => actions.publish(item)}
                  label={t(item.published ? 'content.unpublishLabel' : 'content.publishLabel', { name })}
                >
                  {item.published ? t('content.unpublish') : t('content.publish')}
                </RowButton>
                <RowButton danger onClick={() => actions.remove(item)} label={t('content.deleteLabel', { name })}>
                  {t('content.delete')}
                </RowButton>
              </ActionsCell>
            ) : null}
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
