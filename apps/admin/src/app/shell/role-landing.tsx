import { Navigate } from 'react-router';
import { useSession } from '../../shared/session.ts';
import { landingFor } from './navigation.ts';

/** The root of the back office: the operator's own queue (a mediator's cases, a reviewer's submissions...). */
export function RoleLanding() {
  const roles = useSession((s) => s.user?.roles) ?? [];
  return <Navigate to={landingFor(roles)} replace />;
}
