import { Anchor, Badge, Box, Group, Stack, Text, TextInput } from '@mantine/core';
import type { WorkItemView, WorkKind, WorkSectionView } from '@platform/contracts';
import { QueryState, useIntlLocale } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useListKeyboard } from '../../shared/list-keyboard.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useWorkNews, workQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { WorkItemRow } from './work-item-row.tsx';

/** Each kind's own queue, where the items past those listed here are. */
const QUEUES: Record<WorkKind, string> = {
  cases: '/cases',
  identity: '/realname-reviews',
  loans: '/loans/applications',
  blockTrading: '/block-trading',
  deposits: '/money/deposits',
  withdrawals: '/money/withdrawals',
  support: '/support',
};

const matches = (item: WorkItemView, text: string) =>
  text === '' || `${item.title} ${item.detail ?? ''}`.toLowerCase().includes(text.toLowerCase());

/**
 * The operator's landing page (issue 32 §1): a section per kind of work their roles handle, with counts, each item
 * opening its page. From the keyboard: `j`/`k` move between items, Enter opens, `/` goes to the filter.
 */
export function WorkPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const query = useQuery(workQueries.queue());
  useWorkNews(query.data);
  const [filter, setFilter] = useState('');
  const filterRef = useRef<HTMLInputElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const navigate = useNavigate();

  const sections = useMemo(
    () =>
      (query.data?.sections ?? []).map((section) => ({
        ...section,
        items: section.items.filter((item) => matches(item, filter.trim())),
      })),
    [query.data, filter],
  );
  const items = sections.flatMap((section) => section.items);
  // The shared list keys: j/k move, Enter opens, / filters; Enter on the page's other links and buttons stays theirs.
  const { focused, setFocused } = useListKeyboard({
    keys: items.map((_, i) => i),
    rowElement: (i) => links.current[i],
    onOpen: (i) => {
      const item = items[i];
      if (item) navigate(item.link);
    },
    search: filterRef,
  });

  let index = 0;
  return (
    <Stack>
      <PageHeader title={t('work.title')} intro={t('work.intro')} />
      <TextInput
        ref={filterRef}
        type="search"
        label={t('work.filter')}
        placeholder={t('work.filterPlaceholder')}
        value={filter}
        onChange={(event) => {
          setFilter(event.currentTarget.value);
          setFocused(null);
        }}
        maw={420}
      />
      <QueryState query={query}>
        {(data) => (
          <>
            <Counts sections={data.sections} />
            {data.sections.every((s) => s.total === 0) ? <Text>{t('work.nothing')}</Text> : null}
            {sections
              .filter((section) => section.total > 0)
              .map((section) => {
                const first = index;
                index += section.items.length;
                return (
                  <WorkSection key={section.kind} section={section} filtered={filter.trim() !== ''}>
                    {section.items.map((item, i) => (
                      <WorkItemRow
                        key={item.id}
                        item={item}
                        selected={first + i === focused}
                        linkRef={(element) => {
                          links.current[first + i] = element;
                        }}
                        onFocus={() => setFocused(first + i)}
                      />
                    ))}
                  </WorkSection>
                );
              })}
            <NothingWaiting sections={data.sections} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** The kinds with nothing waiting, in one line rather than a section each. */
function NothingWaiting({ sections }: { sections: WorkSectionView[] }) {
  const { t } = useAppTexts<ScreenTexts>();
  const locale = useIntlLocale();
  const empty = sections.filter((section) => section.total === 0);
  if (empty.length === 0 || empty.length === sections.length) return null;
  const kinds = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    empty.map((section) => t(`work.kinds.${section.kind}`)),
  );
  return (
    <Text size="sm" c="dimmed">
      {t('work.nothingIn', { kinds })}
    </Text>
  );
}

/** How many wait of each kind, each a link to its section (those with none have no section). */
function Counts({ sections }: { sections: WorkSectionView[] }) {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Group gap="xs" role="list" aria-label={t('work.summary')}>
      {sections.map((section) => (
        <Box key={section.kind} component="span" role="listitem">
          {section.total > 0 ? (
            <Anchor href={`#work-${section.kind}`} size="sm">
              {t(`work.kinds.${section.kind}`)} <CountBadge total={section.total} />
            </Anchor>
          ) : (
            <Text component="span" size="sm" c="dimmed">
              {t(`work.kinds.${section.kind}`)} <CountBadge total={0} />
            </Text>
          )}
        </Box>
      ))}
    </Group>
  );
}

const CountBadge = ({ total }: { total: number }) => (
  <Badge component="span" variant="filled" color={total > 0 ? 'indigo.8' : 'gray.7'}>
    {total}
  </Badge>
);

function WorkSection({
  section,
  filtered,
  children,
}: {
  section: WorkSectionView;
  filtered: boolean;
  children: ReactNode;
}) {
  const { t } = useAppTexts<ScreenTexts>();
  const listed = section.items.length;
  return (
    <Box id={`work-${section.kind}`}>
      <SectionCard
        title={
          <Group gap="xs" component="span">
            <span>{t(`work.kinds.${section.kind}`)}</span>
            <Text component="span" size="sm" c="dimmed" fw={400}>
              {t('work.count', { count: section.total })}
            </Text>
          </Group>
        }
      >
        {listed === 0 ? (
          <Text size="sm" c="dimmed">
            {t('work.nothingMatches')}
          </Text>
        ) : (
          <Box component="ul" aria-label={t(`work.kinds.${section.kind}`)} className="work-list">
            {children}
          </Box>
        )}
        {section.total > section.items.length && !filtered ? (
          <Text size="sm">
            {t('work.more', { shown: section.items.length, total: section.total })}{' '}
            <Anchor component={Link} to={QUEUES[section.kind]}>
              {t('work.openQueue')}
            </Anchor>
          </Text>
        ) : null}
      </SectionCard>
    </Box>
  );
}
