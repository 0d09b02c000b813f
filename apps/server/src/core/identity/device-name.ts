// A short, language-neutral name of the device a session signed in from, read from its User-Agent ("Chrome · Windows"),
// and the network its address belongs to. Enough to tell one's phone from one's laptop on the sessions page and to
// notice a sign-in from somewhere new; not a full user-agent parser (order matters: Edge and Opera also say "Chrome",
// Chrome also says "Safari").

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/MicroMessenger\//, 'WeChat'],
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\/|Mobile\/\w+ Safari|AppleWebKit.*\(KHTML, like Gecko\)$/, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

/** The device's name, at most 80 characters; null when there is no user agent. */
export function deviceName(userAgent: string | null | undefined): string | null {
  const ua = userAgent?.trim();
  if (!ua) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser || system) return [browser ?? 'Browser', system].filter(Boolean).join(' · ');
  // A program rather than a browser (curl/8.5, okhttp/4): its first product token.
  const product = /^[\w.-]{1,40}/.exec(ua)?.[0];
  return product ?? ua.slice(0, 40);
}

/**
 * The network an address belongs to: its first two IPv4 octets (/16) or first three IPv6 groups (/48). A phone moving
 * between towers or a home router renewing its lease usually stays inside one; another town or provider does not.
 */
export function networkOf(ip: string | null | undefined): string {
  if (!ip) return '';
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}`;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = ip.includes('::') ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups] : headGroups;
  return groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}
