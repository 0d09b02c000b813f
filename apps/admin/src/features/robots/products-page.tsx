import { Stack } from '@mantine/core';
import type { AdminRobotProductView } from '@platform/contracts';
import { useState } from 'react';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { ProductForm } from './product-form.tsx';
import { useProductList } from './product-list.tsx';

function Products() {
  const [editing, setEditing] = useState<AdminRobotProductView | null>(null);
  return (
    <Stack>
      <ScreenHeader texts="robots.products" />
      <ResourceList list={useProductList(setEditing)} />
      <ProductForm product={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

/** The back office's AI trading robot products (admins only: the server refuses anyone else). */
export function RobotProductsPage() {
  return (
    <AdminOnlyPage texts="robots.products">
      <Products />
    </AdminOnlyPage>
  );
}
