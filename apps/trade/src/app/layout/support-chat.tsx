import { SupportLauncher } from '@platform/ui';
import { api } from '../../lib/api.ts';
import { loginPathFor } from '../../lib/redirect.ts';
import { useSession } from '../../lib/session.ts';

/** Online customer service in the header of every trade page; a visitor is sent to log in first. */
export function SupportChat() {
  const token = useSession((s) => s.token);
  return <SupportLauncher client={api} source="trade" token={token} logInPath={loginPathFor} />;
}
