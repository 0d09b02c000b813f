// Noticing a sign-in from a new device (issue 28 §9). The rule, kept simple on purpose: a sign-in is from a known device
// when an earlier session of the same account (ended or not) had the same device name (browser · system, see
// device-name.ts) and an address in the same network (the same IPv4 /16 or IPv6 /48). Anything else is new, except the
// account's first sign-in ever (right after sign-up), which has nothing to compare with and tells nothing.
import { and, type Db, eq, lte, ne, sessions, users } from '@platform/db';
import type { DomainEventOf } from '../../core/events/domain-events.ts';
import { deviceName, networkOf } from '../../core/identity/device-name.ts';

export interface NewDeviceSignIn {
  event: DomainEventOf<'session.newDevice'>;
  email: string;
  language: 'en' | 'zh';
}

/** What to tell of the session a sign-in opened, or null when it came from a known device (or was the first). */
export async function newDeviceSignIn(db: Db, tokenHash: string): Promise<NewDeviceSignIn | null> {
  const [opened] = await db
    .select({
      userId: sessions.userId,
      publicId: sessions.publicId,
      device: sessions.device,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      email: users.email,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!opened) return null;
  const earlier = await db
    .select({ device: sessions.device, userAgent: sessions.userAgent, ip: sessions.ip })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, opened.userId),
        ne(sessions.tokenHash, tokenHash),
        lte(sessions.createdAt, opened.createdAt),
      ),
    );
  if (earlier.length === 0) return null;
  const network = networkOf(opened.ip);
  // Sessions opened before devices were recorded are named from their user agent now.
  const known = earlier.some(
    (session) =>
      (session.device ?? deviceName(session.userAgent)) === opened.device && networkOf(session.ip) === network,
  );
  if (known) return null;
  return {
    event: {
      type: 'session.newDevice',
      userId: opened.userId,
      sessionId: opened.publicId,
      device: opened.device ?? '-',
      ip: opened.ip ?? '-',
      at: opened.createdAt.toISOString(),
    },
    email: opened.email,
    language: opened.language === 'zh' ? 'zh' : 'en',
  };
}
