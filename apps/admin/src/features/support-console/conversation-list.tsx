import { Badge, Group, NavLink, SegmentedControl, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { type AdminConversation, SUPPORT_FILTERS, type SupportFilter } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppTexts } from '../../shared/texts.ts';
import { supportQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

interface Props {
  filter: SupportFilter;
  q: string;
  onFilter: (filter: SupportFilter) => void;
  onSearch: (q: string) => void;
  selected: number | null;
  /** The list's query string, kept on the links so going back keeps the filters. */
  search: string;
  /** The live feed is heard (its events refresh the list): no polling. */
  heard: boolean;
}

function preview(row: AdminConversation, image: string, none: string) {
  if (row.lastMessage) return row.lastMessage;
  return row.unread > 0 || row.lastMessageAt !== row.createdAt ? image : none;
}

export function ConversationList({ filter, q, onFilter, onSearch, selected, search, heard }: Props) {
  const { t } = useAppTexts<ScreenTexts>();
  const query = useQuery(supportQueries.list({ filter, q: q || undefined, pageNum: 1, pageSize: 50 }, heard));
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('supportConsole.filters')}
        value={filter}
        onChange={(value) => onFilter(value as SupportFilter)}
        data={SUPPORT_FILTERS.map((f) => ({ value: f, label: t(`supportConsole.filter.${f}`) }))}
        fullWidth
      />
      <TextInput
        aria-label={t('supportConsole.search')}
        placeholder={t('supportConsole.search')}
        defaultValue={q}
        type="search"
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(e.currentTarget.value.trim());
        }}
        onBlur={(e) => onSearch(e.currentTarget.value.trim())}
      />
      <QueryState query={query} isEmpty={(page) => page.rows.length === 0} emptyText={t('supportConsole.empty')}>
        {(page) => (
          <nav aria-label={t('supportConsole.conversations')}>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {page.rows.map((row) => (
                <li key={row.id}>
                  <NavLink
                    component={Link}
                    to={`/support/${row.id}${search}`}
                    active={row.id === selected}
                    aria-current={row.id === selected ? 'page' : undefined}
                    variant="light"
                    label={
                      <Group gap={6} wrap="nowrap" justify="space-between">
                        <Text size="sm" fw={row.unread > 0 ? 700 : 500} truncate>
                          {row.userName}
                        </Text>
                        <Text size="xs" c="dark.5">
                          {t(`supportConsole.source.${row.source}`)}
                        </Text>
                      </Group>
                    }
                    description={
                      <Text size="xs" c="dark.5" truncate component="span" display="block">
                        {row.state === 'closed' ? `${t('supportConsole.state.closed')} · ` : ''}
                        {preview(row, t('supportConsole.image'), t('supportConsole.noMessages'))}
                      </Text>
                    }
                    rightSection={
                      row.unread > 0 ? (
                        <>
                          <Badge color="red.9" size="sm" aria-hidden="true">
                            {row.unread}
                          </Badge>
                          <VisuallyHidden>{t('supportConsole.unread', { count: row.unread })}</VisuallyHidden>
                        </>
                      ) : null
                    }
                  />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </QueryState>
    </Stack>
  );
}
