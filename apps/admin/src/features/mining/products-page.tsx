import { Anchor, Stack } from '@mantine/core';
import type { AdminMiningProductView } from '@platform/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { ActiveDialog } from './active-dialog.tsx';
import type { ScreenTexts } from './i18n.ts';
import { ProductForm } from './product-form.tsx';
import { useProductList } from './product-list.tsx';

function Products() {
  const { t } = useAppTexts<ScreenTexts>();
  // undefined: the form is closed; null: a new product; a product: editing it.
  const [editing, setEditing] = useState<AdminMiningProductView | null | undefined>(undefined);
  const [toggling, setToggling] = useState<AdminMiningProductView | null>(null);
  return (
    <Stack>
      <ScreenHeader texts="mining.products" onNew={() => setEditing(null)} />
      <Anchor component={Link} to="/mining/network" size="sm">
        {t('mining.products.networkLink')}
      </Anchor>
      <ResourceList list={useProductList(setEditing, setToggling)} />
      <ProductForm product={editing} onClose={() => setEditing(undefined)} />
      <ActiveDialog product={toggling} onClose={() => setToggling(null)} />
    </Stack>
  );
}

/** The back office's mining products (admins only: the server refuses anyone else). */
export function MiningProductsPage() {
  return (
    <AdminOnlyPage texts="mining.products">
      <Products />
    </AdminOnlyPage>
  );
}
