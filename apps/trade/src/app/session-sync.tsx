import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userInfoQuery } from '../lib/identity.ts';
import { useSession } from '../lib/session.ts';

/**
 * Keeps the stored user in step with the server (spec section 4): with a token, the user info is fetched at start; if
 * that fails, the user becomes empty. When the session ends, every cached answer of the previous user is dropped.
 */
export function SessionSync() {
  const token = useSession((s) => s.token);
  const setUser = useSession((s) => s.setUser);
  const queryClient = useQueryClient();
  const userInfo = useQuery({ ...userInfoQuery(), enabled: token !== null });

  useEffect(() => {
    if (userInfo.data) setUser(userInfo.data);
  }, [userInfo.data, setUser]);

  useEffect(() => {
    if (userInfo.isError) setUser(null);
  }, [userInfo.isError, setUser]);

  useEffect(() => {
    if (token === null) queryClient.clear();
  }, [token, queryClient]);

  return null;
}
