import { createSessionStore } from '@platform/ui';

/** The portal's session, under the spec's exact local-storage keys `token` and `user`. */
export const useSession = createSessionStore('');

/** Signed in means a token is present and the user is known. */
export const useSignedInUser = () => useSession((s) => (s.token ? s.user : null));
