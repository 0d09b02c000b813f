import { SupportLauncher } from '@platform/ui';
import { api } from '../../lib/api.ts';
import { loginPath } from '../../lib/redirect.ts';
import { useSession } from '../../lib/session.ts';

/** Online customer service in the header of every portal page; a visitor is sent to log in first. */
export function SupportChat() {
  const token = useSession((s) => s.token);
  return <SupportLauncher client={api} source="portal" token={token} logInPath={loginPath} />;
}
