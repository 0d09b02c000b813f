import { type DisputeTypeView, mediationApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/** GET /api/mediate/getExeperienceType: the kinds of dispute the service mediates (reference data, kept an hour). */
export const disputeTypesQuery = () =>
  queryOptions({
    queryKey: ['mediation', 'disputeTypes'],
    queryFn: () => api.call(mediationApi.disputeTypes),
    staleTime: 60 * 60_000,
  });

/** A dispute type's name in a language, or its value when the type is no longer offered. */
export const disputeTypeName = (types: DisputeTypeView[] | undefined, value: string, language: string) => {
  const found = types?.find((type) => type.value === value);
  return found ? (language === 'zh' ? found.label.zh : found.label.en) : value;
};
