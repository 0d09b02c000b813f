import { type RobotProductBody, robotsAdminApi } from '@platform/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';

export const robotQueries = {
  all: ['admin', 'robots'] as const,
  products: () =>
    queryOptions({
      queryKey: [...robotQueries.all, 'products'],
      queryFn: ({ signal }) => api.call(robotsAdminApi.products, {}, { signal }),
      // Robots bought and running move with every purchase, pause and stop.
      staleTime: 10_000,
      refetchInterval: 30_000,
    }),
};

/** Changes a product (its new terms apply to later purchases); audited with the reason. */
export function useSaveRobotProduct() {
  const onSuccess = useAuditedChange(robotQueries.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RobotProductBody }) =>
      api.call(robotsAdminApi.updateProduct, { params: { id }, body }),
    onSuccess,
  });
}
