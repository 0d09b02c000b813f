// "Remember me": the spec's keys `account` and `loginRemembered`. The password is never written (PRODUCT.md, where we
// depart from the spec): the session itself is long-lived and the browser's password manager remembers the password.
import { STORAGE_KEYS } from '@platform/contracts';

/** The key the spec's app kept the password under; we only ever delete it. */
const LEGACY_PASSWORD_KEY = 'password';

export interface RememberedLogin {
  remembered: boolean;
  account: string;
}

export function readRememberedLogin(): RememberedLogin {
  const remembered = localStorage.getItem(STORAGE_KEYS.loginRemembered) === 'true';
  return { remembered, account: remembered ? (localStorage.getItem(STORAGE_KEYS.account) ?? '') : '' };
}

export function saveRememberedLogin({ remembered, account }: RememberedLogin) {
  localStorage.setItem(STORAGE_KEYS.loginRemembered, String(remembered));
  if (remembered) localStorage.setItem(STORAGE_KEYS.account, account);
  else localStorage.removeItem(STORAGE_KEYS.account);
  localStorage.removeItem(LEGACY_PASSWORD_KEY);
}
