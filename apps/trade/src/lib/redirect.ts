/** The query parameter that carries where to go after log-in. */
export const REDIRECT_PARAM = 'redirect';

/** A path inside this app to return to after log-in; anything else (another origin, `//host`) becomes `fallback`. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/^\/(login|register|forgot-password)\b/.test(target)) return fallback;
  return target;
}

/** The log-in address that brings the visitor back to `path` afterwards. */
export const loginPathFor = (path: string) =>
  path === '/' ? '/login' : `/login?${REDIRECT_PARAM}=${encodeURIComponent(path)}`;
