import {
  type AdminCaseQuery,
  type AdminCaseView,
  type ChangeCaseStatusBody,
  type CreateReportBody,
  type DraftAgreementBody,
  mediationAdminApi,
  mediationApi,
  systemApi,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAuditedChange } from '../../shared/audited-change.ts';

export const caseQueries = {
  all: ['admin', 'cases'] as const,
  list: (filters: AdminCaseQuery) =>
    queryOptions({
      queryKey: [...caseQueries.all, 'list', filters],
      queryFn: ({ signal }) => api.call(mediationAdminApi.cases, { query: filters }, { signal }),
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...caseQueries.all, 'detail', id],
      queryFn: ({ signal }) => api.call(mediationAdminApi.case, { params: { id } }, { signal }),
      staleTime: 10_000,
    }),
  mediators: () =>
    queryOptions({
      queryKey: [...caseQueries.all, 'mediators'],
      queryFn: ({ signal }) => api.call(mediationAdminApi.mediators, {}, { signal }),
      staleTime: 60_000,
    }),
};

// Reference data the portal publishes: the kinds of dispute, and the ways of notifying the other party.
export const referenceQueries = {
  disputeTypes: () =>
    queryOptions({
      queryKey: ['reference', 'disputeTypes'],
      queryFn: ({ signal }) => api.call(mediationApi.disputeTypes, {}, { signal }),
      staleTime: 10 * 60_000,
    }),
  sendTypes: () =>
    queryOptions({
      queryKey: ['reference', 'dict', 'mediate_send_type'],
      queryFn: ({ signal }) => api.call(systemApi.dictData, { query: { dictType: 'mediate_send_type' } }, { signal }),
      staleTime: 10 * 60_000,
    }),
};

/** After a change to a case: its detail (from the answer when it is the case), the queue and the audit log. */
export function useCaseChanged(id: number) {
  const queryClient = useQueryClient();
  const changed = useAuditedChange(caseQueries.all);
  return async (answer?: AdminCaseView) => {
    if (answer) queryClient.setQueryData(caseQueries.detail(id).queryKey, answer);
    await changed();
  };
}

export function useChangeCaseStatus(id: number) {
  const onSuccess = useCaseChanged(id);
  return useMutation({
    mutationFn: (body: ChangeCaseStatusBody) => api.call(mediationAdminApi.changeCaseStatus, { params: { id }, body }),
    onSuccess: (answer) => onSuccess(answer),
  });
}

export function useAssignCase(id: number) {
  const onSuccess = useCaseChanged(id);
  return useMutation({
    mutationFn: (mediatorId: number | null) =>
      api.call(mediationAdminApi.assignCase, { params: { id }, body: { mediatorId } }),
    onSuccess: (answer) => onSuccess(answer),
  });
}

export function useCreateReport(id: number) {
  const onSuccess = useCaseChanged(id);
  return useMutation({
    mutationFn: (body: CreateReportBody) => api.call(mediationAdminApi.createReport, { params: { id }, body }),
    onSuccess: () => onSuccess(),
  });
}

export function useDraftAgreement(id: number) {
  const onSuccess = useCaseChanged(id);
  return useMutation({
    mutationFn: (body: DraftAgreementBody) => api.call(mediationAdminApi.draftAgreement, { params: { id }, body }),
    onSuccess: () => onSuccess(),
  });
}
