import { Button, Group, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { MONEY } from './texts.ts';

/** Previous / next over a paged list, with "Page 2 of 5" between. */
export function Pager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTexts(MONEY);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" gap="xs" component="nav" aria-label={t('pages')}>
      <Button variant="default" size="compact-md" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('pageOf', { page, pages })}
      </Text>
      <Button variant="default" size="compact-md" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('next')}
      </Button>
    </Group>
  );
}
