import type { AdminMiningProductView } from '@platform/contracts';
import { miningProductBody } from '@platform/contracts';
import { loosely } from '@platform/ui';
import { EditorModal } from '../../shared/editor-modal.tsx';
import { hintOf } from '../../shared/forms.ts';
import { FieldEntries, useFieldsEditor } from '../../shared/resource/field-entries.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useSaveProduct } from './api.ts';
import { miningText, type ScreenTexts } from './i18n.ts';
import { PRODUCT_FIELDS } from './product-values.ts';

interface ProductFormProps {
  /** The product to edit, `null` for a new one, `undefined` while closed. */
  product: AdminMiningProductView | null | undefined;
  onClose(): void;
}

/** Creates or changes a product: its pool and coin, hash-rate and electricity prices, term, hash-rate range; audited. */
export function ProductForm({ product, onClose }: ProductFormProps) {
  const { t } = useAppTexts<ScreenTexts>();
  const save = useSaveProduct();
  const { form, modal } = useFieldsEditor({
    entries: PRODUCT_FIELDS,
    schema: miningProductBody,
    edited: product,
    hint: hintOf(loosely(t), 'mining.errors', miningText.en.errors),
    save: (body) => save.mutateAsync({ id: product?.id ?? null, body }),
    savedText: product ? t('messages:miningProductSaved') : t('mining.form.created'),
    onSaved: onClose,
  });

  return (
    <EditorModal
      {...modal}
      onClose={onClose}
      title={product ? t('mining.form.editTitle', { name: product.name }) : t('mining.form.createTitle')}
      size="lg"
      formLabel={t('mining.form.save')}
      saveLabel={t('mining.form.save')}
    >
      <FieldEntries entries={PRODUCT_FIELDS} item={product ?? null} form={form} />
    </EditorModal>
  );
}
