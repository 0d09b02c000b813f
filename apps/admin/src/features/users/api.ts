import {
  type AdminUserView,
  adminApi,
  type CreateOperatorBody,
  type Role,
  type SetDisplayNameBody,
  type UserListQuery,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { auditQueries } from '../../shared/audit/audit-queries.ts';

export type UserFilters = Partial<UserListQuery>;

export const userQueries = {
  all: ['admin', 'users'] as const,
  list: (filters: UserFilters) =>
    queryOptions({
      queryKey: [...userQueries.all, 'list', filters],
      queryFn: ({ signal }) => api.call(adminApi.findUsers, { query: filters }, { signal }),
      staleTime: 15_000,
      placeholderData: keepPreviousData,
    }),
  detail: (userId: number) =>
    queryOptions({
      queryKey: [...userQueries.all, 'detail', userId],
      queryFn: ({ signal }) => api.call(adminApi.getUser, { params: { id: userId } }, { signal }),
      staleTime: 15_000,
    }),
};

/** After any change to a user: the user lists and details, and the audit log that now records it. */
function useUserChanged() {
  const queryClient = useQueryClient();
  return async (user: AdminUserView) => {
    queryClient.setQueryData(userQueries.detail(user.userId).queryKey, user);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userQueries.all }),
      queryClient.invalidateQueries({ queryKey: auditQueries.all }),
    ]);
  };
}

export function useSetRoles(userId: number) {
  const onSuccess = useUserChanged();
  return useMutation({
    mutationFn: (body: { roles: Role[]; reason: string }) =>
      api.call(adminApi.updateUserRoles, { params: { id: userId }, body }),
    onSuccess,
  });
}

export function useSetStatus(userId: number) {
  const onSuccess = useUserChanged();
  return useMutation({
    mutationFn: (body: { status: AdminUserView['status']; reason: string }) =>
      api.call(adminApi.updateUserStatus, { params: { id: userId }, body }),
    onSuccess,
  });
}

export function useCreateOperator() {
  const onSuccess = useUserChanged();
  return useMutation({
    mutationFn: (body: CreateOperatorBody) => api.call(adminApi.createOperator, { body }),
    onSuccess,
  });
}

/** An admin sets any staff member's display name; a staff member their own. */
export function useSetDisplayName(userId: number) {
  const onSuccess = useUserChanged();
  return useMutation({
    mutationFn: (body: SetDisplayNameBody) => api.call(adminApi.updateDisplayName, { params: { id: userId }, body }),
    onSuccess,
  });
}
