import { Group, Pagination, Text } from '@mantine/core';
import { useAppTexts } from './texts.ts';

interface PaginationBarProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange(pageNum: number): void;
}

export function PaginationBar({ total, pageNum, pageSize, onChange }: PaginationBarProps) {
  const { t } = useAppTexts();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('shared.total', { count: total })}
      </Text>
      {pages > 1 ? (
        <nav aria-label={t('shared.pages')}>
          <Pagination
            total={pages}
            value={Math.min(pageNum, pages)}
            onChange={onChange}
            size="sm"
            siblings={1}
            getItemProps={(page) => ({ 'aria-label': t('shared.page', { page }) })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('shared.previousPage') }
                : control === 'next'
                  ? { 'aria-label': t('shared.nextPage') }
                  : {}
            }
          />
        </nav>
      ) : null}
    </Group>
  );
}
