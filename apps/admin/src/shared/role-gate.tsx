import { Text } from '@mantine/core';
import { type Caller, callerAdmits, type Role } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useSession } from './session.ts';

/** Whether the signed-in operator holds one of these roles. */
export function useHasRole(allowed: readonly Role[]) {
  return useSession((s) => s.user?.roles.some((role) => allowed.includes(role)) ?? false);
}

/** Whether the signed-in operator may call an endpoint of this rule (the registry's): a link to a page they may open. */
export function useAdmits(caller: Caller) {
  return useSession((s) => (s.user ? callerAdmits(caller, s.user.roles) : false));
}

/**
 * Shows its children only to operators with one of the roles, and otherwise says who may. The page then never calls
 * an endpoint the operator may not use (a 403 would read as an expired session and sign them out).
 */
export function RoleGate({ roles, text, children }: { roles: readonly Role[]; text: string; children: ReactNode }) {
  const allowed = useHasRole(roles);
  return allowed ? children : <Text c="dimmed">{text}</Text>;
}
