import { mediationAdminApi, type NotifyRespondentBody } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useCaseChanged } from './api.ts';

/**
 * POST /admin/mediation/cases/:id/respondent: e-mails the respondent a new private link, or records the manual step
 * (post, phone) and answers the link, which is shown once.
 */
export function useNotifyRespondent(id: number) {
  const onSuccess = useCaseChanged(id);
  return useMutation({
    mutationFn: (body: NotifyRespondentBody) => api.call(mediationAdminApi.notifyRespondent, { params: { id }, body }),
    onSuccess: () => onSuccess(),
  });
}

/** POST /admin/mediation/cases/:id/respondent/revoke: ends the current link at once. */
export function useRevokeRespondentLink(id: number) {
  const onSuccess = useCaseChanged(id);
  return useMutation({
    mutationFn: () => api.call(mediationAdminApi.revokeRespondentLink, { params: { id } }),
    onSuccess: (answer) => onSuccess(answer),
  });
}
