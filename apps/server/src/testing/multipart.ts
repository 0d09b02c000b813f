// A hand-built multipart/form-data body for app.inject, so upload tests need no form library.
import { randomBytes } from 'node:crypto';
import { filesApi } from '@platform/contracts';
import type { TestApp } from './test-app.ts';

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part) {
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts `parts` to the upload endpoint as `token`'s user (anonymously without a token): the answer as it came. */
export function uploadParts(
  app: TestApp,
  token: string | undefined,
  parts: Part[],
  options: { remoteAddress?: string } = {},
) {
  const { payload, headers } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api${filesApi.uploadOne.path}`,
    payload,
    headers: { ...headers, ...(token ? { authorization: token } : {}) },
    ...options,
  });
}

/** The smallest valid PNG (1×1, transparent), padded to `size` bytes when asked. */
export function png(size = 0): Buffer {
  const image = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  return size > image.length ? Buffer.concat([image, Buffer.alloc(size - image.length)]) : image;
}

/**
 * A small valid one-page PDF with a correct cross-reference table. `catalog` adds entries to the document catalog (an
 * `/OpenAction`, say) and `objects` more indirect objects, numbered from 4.
 */
export function pdf(catalog = '', objects: string[] = []): Buffer {
  const bodies = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...objects,
  ];
  let text = '%PDF-1.7\n';
  const offsets = bodies.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  const rows = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  text += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${rows}`;
  text += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
