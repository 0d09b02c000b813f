import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { WorkItemView } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { useRelativeTime } from './relative-time.ts';

const waitingTones: Record<WorkItemView['waitingOn'], Tone> = {
  operator: 'blue',
  applicant: 'gray',
  respondent: 'gray',
  parties: 'gray',
};

/** One item: what waits and on whom, by when (relative and absolute, overdue in red), opening the item's page. */
export function WorkItemRow({
  item,
  selected,
  linkRef,
  onFocus,
}: {
  item: WorkItemView;
  selected: boolean;
  linkRef: Ref<HTMLAnchorElement>;
  onFocus(): void;
}) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat().dateTime;
  const relative = useRelativeTime();
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={item.link}
        ref={linkRef}
        onFocus={onFocus}
        className="work-row"
        data-selected={selected || undefined}
        data-work-kind={item.kind}
        aria-current={selected ? 'true' : undefined}
      >
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Text>
              {item.detail ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {item.detail}
                </Text>
              ) : null}
            </Group>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{t(`work.steps.${item.step}`)}</Text>
              <ToneBadge tone={waitingTones[item.waitingOn]} size="sm">
                {t(`work.waitingOn.${item.waitingOn}`)}
              </ToneBadge>
              {item.kind === 'cases' || item.kind === 'support' ? (
                <Text size="xs" c="dimmed">
                  {item.assigneeName ? t('work.assignee', { name: item.assigneeName }) : t('work.unassigned')}
                </Text>
              ) : null}
            </Group>
          </Stack>
          <Stack gap={2} className="work-row-when" style={{ flex: '0 1 auto' }}>
            {item.dueAt ? (
              <>
                <Text size="sm" fw={600} c={item.overdue ? 'red.9' : undefined}>
                  {t(item.overdue ? 'work.overdue' : 'work.due', { relative: relative(item.dueAt) })}
                </Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={item.dueAt}>{formatDateTime(item.dueAt)}</time>
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('work.noDeadline')}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('work.since', { at: formatDateTime(item.since) })}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
