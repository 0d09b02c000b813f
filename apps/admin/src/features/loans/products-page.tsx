import { Stack } from '@mantine/core';
import type { AdminLoanProductView } from '@platform/contracts';
import { useState } from 'react';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { ExposureLimit } from './exposure-limit.tsx';
import { ProductForm } from './product-form.tsx';
import { useProductList } from './product-list.tsx';

function Products() {
  // undefined: the form is closed; null: a new product; a product: editing it.
  const [editing, setEditing] = useState<AdminLoanProductView | null | undefined>(undefined);
  return (
    <Stack>
      <ScreenHeader texts="loans.products" onNew={() => setEditing(null)} />
      <ResourceList list={useProductList(setEditing)} />
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
