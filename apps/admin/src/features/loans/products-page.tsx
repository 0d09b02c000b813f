import { Stack } from '@mantine/core';
import type { AdminLoanProductView } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { loansQueries } from './api.ts';
import { ExposureLimit } from './exposure-limit.tsx';
import type { ScreenTexts } from './i18n.ts';
import { ProductForm } from './product-form.tsx';
import { ProductsTable } from './products-table.tsx';

function Products() {
  const { t } = useAppTexts<ScreenTexts>();
  const query = useQuery(loansQueries.products());
  // undefined: the form is closed; null: a new product; a product: editing it.
  const [editing, setEditing] = useState<AdminLoanProductView | null | undefined>(undefined);
  return (
    <Stack>
      <ScreenHeader texts="loans.products" onNew={() => setEditing(null)} />
      <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText={t('loans.products.empty')}>
        {(rows) => <ProductsTable rows={rows} onEdit={setEditing} />}
      </QueryState>
      <ExposureLimit />
      <ProductForm product={editing} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}

/** The back office's loan products (admins only: the server refuses anyone else). */
export function LoanProductsPage() {
  return (
    <AdminOnlyPage texts="loans.products">
      <Products />
    </AdminOnlyPage>
  );
}
