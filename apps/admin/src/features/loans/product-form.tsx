import { Button, NativeSelect, TagsInput, Text } from '@mantine/core';
import {
  type AdminLoanProductView,
  LOAN_OVERDUE_FEE_KINDS,
  loanProductBody,
  loanProductDeleteBody,
} from '@platform/contracts';
import { textsUnder, toast } from '@platform/ui';
import { DecimalField, DescriptionField, FieldGrid, NameField, OfferedSwitch } from '../../shared/catalogue-fields.tsx';
import { useEditorForm } from '../../shared/editor-form.ts';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { schemaErrors } from '../../shared/forms.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { useDeleteProduct, useSaveProduct } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { emptyProductValues, toBody, valuesOf } from './product-values.ts';

/** Creates or changes a loan product: its range, terms, APR and fees, whether it is offered; audited with a reason. */
export function ProductForm({
  product,
  onClose,
}: {
  /** The product to edit, `null` for a new one, `undefined` while closed. */
  product: AdminLoanProductView | null | undefined;
  onClose(): void;
}) {
  const { t, i18n } = useAppTexts<ScreenTexts>();
  const save = useSaveProduct();
  const remove = useDeleteProduct();
  const f = textsUnder(t, 'loans.products.form');
  const { form, showError, modal } = useEditorForm({
    edited: product,
    empty: emptyProductValues,
    valuesOf,
    validate: (values) => schemaErrors(loanProductBody, toBody(values), i18n.language),
    save: (values) => save.mutateAsync({ id: product?.id ?? null, body: toBody(values) }),
    savedText: product ? t('messages:loanProductSaved') : f('created'),
    onSaved: onClose,
  });
  // Only a product no one has applied for can go; the reason typed below goes to the audit log.
  const deleteProduct = async () => {
    if (!product) return;
    const errors = schemaErrors(loanProductDeleteBody, { reason: form.values.reason }, i18n.language);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    try {
      await remove.mutateAsync({ id: product.id, reason: form.values.reason.trim() });
      toast.success(t('messages:loanProductDeleted'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
  const daily = form.values.overdueFeeKind === 'daily_percent';
  return (
    <EditorModal
      {...modal}
      onClose={onClose}
      title={product ? t('loans.products.form.editTitle', { name: product.name }) : f('createTitle')}
      size="xl"
      saveLabel={f('save')}
      cancelLabel={f('cancel')}
      note={
        product ? (
          <Text size="xs" c="dimmed">
            {f('deleteHint')}
          </Text>
        ) : null
      }
      otherAction={
        product ? (
          <Button variant="outline" color="red.8" onClick={deleteProduct} loading={remove.isPending} mr="auto">
            {f('delete')}
          </Button>
        ) : null
      }
    >
      <NameField texts="loans.products.form" maxLength={80} {...form.getInputProps('name')} />
      <DescriptionField
        texts="loans.products.form"
        maxRows={6}
        maxLength={1000}
        {...form.getInputProps('description')}
      />
      <FieldGrid>
        <DecimalField label={f('minAmount')} {...form.getInputProps('minAmount')} />
        <DecimalField label={f('maxAmount')} {...form.getInputProps('maxAmount')} />
        <DecimalField label={f('apr')} hint={f('aprHint')} {...form.getInputProps('apr')} />
        <DecimalField
          label={f('originationFeePercent')}
          hint={f('originationFeeHint')}
          {...form.getInputProps('originationFeePercent')}
        />
        <NativeSelect
          label={f('overdueFeeKind')}
          withAsterisk
          data={LOAN_OVERDUE_FEE_KINDS.map((value) => ({ value, label: f(`overdueKinds.${value}`) }))}
          {...form.getInputProps('overdueFeeKind')}
        />
        <DecimalField
          label={f('overdueFee')}
          hint={daily ? f('overdueFeeHintDaily') : f('overdueFeeHintFlat')}
          {...form.getInputProps('overdueFee')}
        />
      </FieldGrid>
      <TagsInput
        label={f('termMonths')}
        description={f('termMonthsHint')}
        withAsterisk
        maxTags={12}
        splitChars={[',', ' ']}
        inputMode="numeric"
        {...form.getInputProps('termMonths')}
      />
      <Text size="sm" c="dimmed">
        {f('collateral')}
      </Text>
      <OfferedSwitch texts="loans.products.form" {...form.getInputProps('active', { type: 'checkbox' })} />
    </EditorModal>
  );
}
