import { useEffect, useState } from 'react';
import { api } from '../api.ts';

export interface FileUrl {
  /** A local object URL for the file, or null while it loads or when it could not be read. */
  url: string | null;
  isImage: boolean;
  failed: boolean;
}

/** `/file/x.png` (as the server stores it) or `/api/file/x.png`: the address the client fetches. */
export const fileAddress = (path: string) => (path.startsWith('/api/') ? path : `/api${path}`);

/**
 * A stored file read with the operator's token: users' files are private to their owner and to operators, so an
 * `<img src>` alone would be refused. The object URL is released when the file is no longer shown.
 */
export function useFileUrl(path: string | null): FileUrl {
  const [state, setState] = useState<FileUrl>({ url: null, isImage: false, failed: false });
  useEffect(() => {
    setState({ url: null, isImage: false, failed: false });
    if (!path) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    api
      .fetchFile(fileAddress(path))
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, isImage: blob.type.startsWith('image/'), failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ url: null, isImage: false, failed: true });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return state;
}
