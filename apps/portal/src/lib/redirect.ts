/** The query parameter that carries where to return after log-in. */
export const REDIRECT_PARAM = 'redirect';

/** A route inside the portal to return to, or the fallback: never another origin (`//host`) or a scheme. */
export function safeRedirect(target: string | null | undefined, fallback = '/home'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target === '/login' || target.startsWith('/login?')) return fallback;
  return target;
}

/** `/login?redirect=<here>` for a link that brings the visitor back after logging in. */
export function loginPath(from?: string): string {
  const back = safeRedirect(from, '');
  return back ? `/login?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : '/login';
}
