import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdf } from '../../testing/multipart.ts';
import { pdfRefusal } from './pdf-check.ts';

/** A PDF as common tools write it: compressed object streams, text, metadata. */
async function written(change?: (doc: PDFDocument) => void) {
  const doc = await PDFDocument.create();
  doc.setTitle('Bank statement');
  doc.addPage([595, 842]).drawText('Transfer of 100.00 USD', { x: 50, y: 780 });
  change?.(doc);
  return Buffer.from(await doc.save());
}

describe('pdfRefusal', () => {
  it('accepts ordinary PDFs, hand-written or compressed', async () => {
    expect(await pdfRefusal(pdf())).toBeNull();
    expect(await pdfRefusal(await written())).toBeNull();
  });

  it('finds a script hidden in a compressed object stream', async () => {
    const withScript = await written((doc) => {
      const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of("app.alert('x')") });
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
    });
    expect(withScript.includes('/JavaScript')).toBe(false);
    expect(await pdfRefusal(withScript)).toBe('active');
  });

  it('refuses what only starts like a PDF', async () => {
    expect(await pdfRefusal(Buffer.from('%PDF-1.7\n%%EOF\n'))).toBe('unreadable');
    expect(await pdfRefusal(Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>'))).toBe('unreadable');
    const truncated = await written();
    expect(await pdfRefusal(truncated.subarray(0, 200))).toBe('unreadable');
  });

  it('refuses HTML outside stream data, and not text inside a page', async () => {
    expect(await pdfRefusal(Buffer.concat([pdf(), Buffer.from('<script>alert(1)</script>')]))).toBe('markup');
    const content = 'BT /F1 12 Tf 50 700 Td (<html> and <script> are tags) Tj ET';
    const page = pdf('', [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`]);
    expect(await pdfRefusal(page)).toBeNull();
  });
});
