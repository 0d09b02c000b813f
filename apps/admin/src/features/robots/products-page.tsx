import { Stack } from '@mantine/core';
import type { AdminRobotProductView } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminOnlyPage, ScreenHeader } from '../../shared/admin-only-page.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { robotQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { ProductForm } from './product-form.tsx';
import { ProductsTable } from './products-table.tsx';

function Products() {
  const { t } = useAppTexts<ScreenTexts>();
  const query = useQuery(robotQueries.products());
  const [editing, setEditing] = useState<AdminRobotProductView | null>(null);
  return (
    <Stack>
      <ScreenHeader texts="robots.products" />
      <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText={t('robots.products.empty')}>
        {(rows) => <ProductsTable rows={rows} onEdit={setEditing} />}
      </QueryState>
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
