import { type EndpointInput, type RobotProductBody, robotsAdminApi } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';
import { whileProductLineUnheard } from '../../shared/live.ts';

type ProductsQuery = NonNullable<EndpointInput<typeof robotsAdminApi.products>['query']>;

export const robotQueries = {
  all: ['admin', 'robots'] as const,
  /** Every product, in its usual order or sorted (`name`, `-symbol`). */
  products: (sort?: ProductsQuery['sort']) =>
    queryOptions({
      queryKey: [...robotQueries.all, 'products', sort ?? ''],
      queryFn: ({ signal }) => api.call(robotsAdminApi.products, { query: { sort } }, { signal }),
      // Robots bought and running move with every purchase, pause and stop: told by the line's news (useProductLineNews).
      staleTime: 10_000,
      refetchInterval: () => whileProductLineUnheard('robots', 30_000),
      placeholderData: keepPreviousData,
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
