import type { Client } from '@platform/client';
import { useEffect, useState } from 'react';

/** A local object URL for a private file, fetched with the token (a plain <img src> would carry none). */
export function usePrivateFile(client: Pick<Client, 'fetchFile'>, url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    setObjectUrl(null);
    if (!url) return;
    let created: string | null = null;
    let cancelled = false;
    client
      .fetchFile(url)
      .then((blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => {
        // A file that cannot be fetched is simply not shown; its name still is.
      });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [client, url]);
  return objectUrl;
}
