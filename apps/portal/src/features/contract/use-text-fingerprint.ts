import { useEffect, useState } from 'react';

/**
 * The SHA-256 of the text as this browser sees it, to check against the server's fingerprint before signing. Null
 * where the Web Crypto API is unavailable (pages served over plain http from another host).
 */
export function useTextFingerprint(text: string): string | null {
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    setHash(null);
    if (!globalThis.crypto?.subtle) return;
    void crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then((digest) => {
      if (cancelled) return;
      setHash(Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join(''));
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return hash;
}
