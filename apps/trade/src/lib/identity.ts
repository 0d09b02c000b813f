// Identity endpoints several parts of the app need: who is signed in, and their language.
import { identityApi, type Language } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const identityKeys = {
  all: ['identity'] as const,
  userInfo: () => [...identityKeys.all, 'userInfo'] as const,
};

/** GET /api/getUserInfo: the signed-in user. */
export const userInfoQuery = () =>
  queryOptions({
    queryKey: identityKeys.userInfo(),
    queryFn: ({ signal }) => api.call(identityApi.getUserInfo, {}, { signal }),
    staleTime: 60_000,
  });

/** POST /api/updateLanguage: the language the server writes e-mails in for this user. */
export const updateLanguage = (language: Language) => api.call(identityApi.updateLanguage, { body: { language } });
