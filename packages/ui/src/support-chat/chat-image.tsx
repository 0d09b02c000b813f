import { Image, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ChatClient } from './use-support-chat.ts';

/** An attached image, fetched with the token (attachments are private files). */
/** `url` is where this side reads the attachment. */
export function ChatImage({
  client,
  url: source,
  alt,
  missing,
}: {
  client: ChatClient;
  url: string;
  alt: string;
  missing: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    client
      .fetchFile(source)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, source]);
  if (failed)
    return (
      <Text size="xs" c="dimmed">
        {missing}
      </Text>
    );
  if (!url) return null;
  return <Image src={url} alt={alt} radius="sm" maw={220} mah={220} fit="contain" />;
}
