import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminMiningProductView, miningProductActiveBody } from '@platform/contracts';
import { toast, useSchemaValidate, useShowError } from '@platform/ui';
import { useEffect } from 'react';
import { CancelAndSubmit } from '../../shared/cancel-and-submit.tsx';
import { ReasonField } from '../../shared/reason-field.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useSetProductActive } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/** Withdraws a product (what that does to contracts not yet started is said first) or offers it again; audited. */
export function ActiveDialog({ product, onClose }: { product: AdminMiningProductView | null; onClose(): void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const setActive = useSetProductActive();
  const withdrawing = product?.active ?? false;
  const form = useForm({
    initialValues: { reason: '' },
    validate: useSchemaValidate<{ reason: string }>(miningProductActiveBody, (v) => ({ active: !withdrawing, ...v })),
  });
  useEffect(() => {
    if (product) form.reset();
  }, [product]);
  const submit = form.onSubmit(async ({ reason }) => {
    if (!product) return;
    try {
      await setActive.mutateAsync({ id: product.id, body: { active: !withdrawing, reason } });
      toast.success(withdrawing ? t('mining.active.withdrawn') : t('mining.active.offered'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  });
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={
        product
          ? t(withdrawing ? 'mining.active.withdrawTitle' : 'mining.active.offerTitle', { name: product.name })
          : ''
      }
      closeButtonProps={{ 'aria-label': t('shared.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{withdrawing ? t('mining.active.withdrawBody') : t('mining.active.offerBody')}</Text>
          <ReasonField data-autofocus {...form.getInputProps('reason')} />
          <CancelAndSubmit
            onCancel={onClose}
            submitLabel={withdrawing ? t('mining.active.confirmWithdraw') : t('mining.active.confirmOffer')}
            submitColor={withdrawing ? 'red' : undefined}
            pending={setActive.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
