import { Group, Pagination, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { SHARED } from '../shared-texts.ts';

interface PagerProps {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
}

/** Pages of a list, with the total in words; nothing when one page holds everything. */
export function Pager({ page, size, total, onChange }: PagerProps) {
  const { t } = useTexts(SHARED);
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <Text size="sm" c="dimmed">
        {t('total', { count: total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        />
      )}
    </Group>
  );
}
