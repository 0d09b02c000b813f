import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BlockPreviewView } from '@platform/contracts';
import { formatMoney, formatPrice, useTexts } from '@platform/ui';
import { BLOCK } from './texts.ts';

/** The figures of a block order before it is placed (from the server, at the offer's price now), with Confirm. */
export function ConfirmBlock({
  preview,
  placing,
  onCancel,
  onConfirm,
}: {
  preview: BlockPreviewView | null;
  placing: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useTexts(BLOCK);
  const rows = preview
    ? ([
        ['side', t(preview.side)],
        ['price', formatPrice(preview.price, preview.currency)],
        ['quantity', preview.quantity.toLocaleString('en')],
        ['amount', formatMoney(preview.amount, preview.currency)],
        ['margin', formatMoney(preview.margin, preview.currency)],
        ['fee', formatMoney(preview.fee, preview.currency)],
        ['total', formatMoney(preview.total, preview.currency)],
        ['freeMargin', formatMoney(preview.freeMargin, preview.currency)],
      ] as const)
    : [];
  return (
    <Modal
      opened={preview !== null}
      onClose={onCancel}
      title={preview ? t('confirmTitle', { symbol: preview.symbol }) : ''}
      closeButtonProps={{ 'aria-label': t('cancel') }}
      centered
    >
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
          {rows.map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`figures.${key}`, { leverage: preview?.leverage })}
              </Text>
              <Text
                component="dd"
                size="sm"
                m={0}
                fw={600}
                className="tabular"
                ta="right"
                data-testid={`preview-${key}`}
              >
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('confirmNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} loading={placing} data-autofocus>
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
