import { Button, Text } from '@mantine/core';
import { type AdminLoanProductView, loanProductBody, loanProductDeleteBody } from '@platform/contracts';
import { textsUnder, toast } from '@platform/ui';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { schemaErrors } from '../../shared/forms.ts';
import { FieldEntries, useFieldsEditor } from '../../shared/resource/field-entries.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useDeleteProduct, useSaveProduct } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { PRODUCT_FIELDS } from './product-values.ts';

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
  const { form, showError, modal } = useFieldsEditor({
    entries: PRODUCT_FIELDS,
    schema: loanProductBody,
    edited: product,
    save: (body) => save.mutateAsync({ id: product?.id ?? null, body }),
    savedText: product ? t('messages:loanProductSaved') : f('created'),
    onSaved: onClose,
  });
  // Only a product no one has applied for can go; the reason typed below goes to the audit log.
  const deleteProduct = async () => {
    if (!product) return;
    const reason = String(form.values.reason).trim();
    const errors = schemaErrors(loanProductDeleteBody, { reason }, i18n.language);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    try {
      await remove.mutateAsync({ id: product.id, reason });
      toast.success(t('messages:loanProductDeleted'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
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
      <FieldEntries entries={PRODUCT_FIELDS} item={product ?? null} form={form} />
    </EditorModal>
  );
}
