import { Code, Group } from '@mantine/core';
import type { INVITE_CODE_SORTS, InviteCodeView } from '@platform/contracts';
import { CopyButton, useDateFormat } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { ToneBadge } from '../../shared/badges.tsx';
import { RowButton } from '../../shared/cells.tsx';
import type { ResourceListDescription } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { inviteCodeQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

function StatusBadge({ row }: { row: InviteCodeView }) {
  const { t } = useAppTexts<ScreenTexts>();
  if (row.disabled) return <ToneBadge tone="red">{t('inviteCodes.disabled')}</ToneBadge>;
  if (row.maxUses !== null && row.uses >= row.maxUses) {
    return <ToneBadge tone="gray">{t('inviteCodes.exhausted')}</ToneBadge>;
  }
  return <ToneBadge tone="teal">{t('inviteCodes.active')}</ToneBadge>;
}

/** The house codes, newest first or sorted by code, uses or creation; an active code can be disabled. */
export function useInviteCodeList(
  onDisable: (code: string) => void,
): ResourceListDescription<InviteCodeView, never, (typeof INVITE_CODE_SORTS)[number]> {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  return {
    label: t('inviteCodes.title'),
    minWidth: 760,
    pageSize: 20,
    useRows: ({ sort, pageNum, pageSize }) => useQuery(inviteCodeQueries.list({ sort, pageNum, pageSize })),
    emptyText: t('inviteCodes.empty'),
    rowKey: (row) => row.code,
    columns: [
      {
        head: t('inviteCodes.columns.code'),
        sort: 'code',
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <Code fz="sm">{row.code}</Code>
            <CopyButton value={row.code} label={row.code} variant="subtle" />
          </Group>
        ),
      },
      { head: t('inviteCodes.columns.note'), minWidth: 160, cell: (row) => row.note ?? t('shared.none') },
      {
        head: t('inviteCodes.columns.uses'),
        sort: 'uses',
        descFirst: true,
        nowrap: true,
        cell: (row) => `${row.uses} / ${row.maxUses ?? t('inviteCodes.unlimited')}`,
      },
      { head: t('inviteCodes.columns.status'), cell: (row) => <StatusBadge row={row} /> },
      {
        head: t('inviteCodes.columns.createdAt'),
        sort: 'createdAt',
        descFirst: true,
        nowrap: true,
        cell: (row) => formatDateTime(row.createdAt),
      },
      {
        head: t('inviteCodes.columns.actions'),
        cell: (row) =>
          row.disabled ? null : (
            <RowButton
              danger
              onClick={() => onDisable(row.code)}
              label={t('inviteCodes.disableLabel', { code: row.code })}
            >
              {t('inviteCodes.disable')}
            </RowButton>
          ),
      },
    ],
  };
}
