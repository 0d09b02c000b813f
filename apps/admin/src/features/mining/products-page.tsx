import { Anchor, Stack } from '@mantine/core';
import type { AdminMiningProductView } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { ActiveDialog } from './active-dialog.tsx';
import { miningQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { ProductForm } from './product-form.tsx';
import { ProductsTable } from './products-table.tsx';

function Products() {
  const { t } = useAppTexts<ScreenTexts>();
  const query = useQuery(miningQueries.products());
  // undefined: the form is closed; null: a new product; a product: editing it.
  const [editing, setEditing] = useState<AdminMiningProductView | null | undefined>(undefined);
  const [toggling, setToggling] = useState<AdminMiningProductView | null>(null);
  return (
    <Stack>
      <ScreenHeader texts="mining.products" onNew={() => setEditing(null)} />
      <Anchor component={Link} to="/mining/network" size="sm">
        {t('mining.products.networkLink')}
      </Anchor>
      <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText={t('mining.products.empty')}>
        {(rows) => <ProductsTable rows={rows} onEdit={setEditing} onToggle={setToggling} />}
      </QueryState>
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
