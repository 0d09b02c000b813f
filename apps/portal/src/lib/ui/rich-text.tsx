import { Typography } from '@mantine/core';

/**
 * Operator-written rich text. The server sanitises it to an allow-list of tags before storing it, so what arrives here
 * holds no scripts, handlers or foreign frames.
 */
export function RichText({ html }: { html: string }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
