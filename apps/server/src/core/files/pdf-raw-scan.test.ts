import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdf } from '../../testing/multipart.ts';
import { probePdfs } from '../../testing/pdf-probes.ts';
import { rawPdfRefusal } from './pdf-raw-scan.ts';

/** pdf() with one more object: a stream with `dict` entries and `data`. */
const withStream = (dict: string, data: Buffer) =>
  Buffer.from(
    pdf('', [`<< ${dict} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`]).toString('latin1'),
    'latin1',
  );

describe('rawPdfRefusal, on the bytes alone', () => {
  it('refuses every probe without a parser', () => {
    for (const [name, build] of Object.entries(probePdfs)) expect([name, rawPdfRefusal(build())]).not.toContain(null);
  });

  it('reads what compressed object streams hold, through chained filters and predictors', () => {
    const objects = Buffer.from('5 0 << /S /Launch /F (calc.exe) >>');
    expect(rawPdfRefusal(withStream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(objects)))).toBe(
      'active',
    );
    // PNG "Up" rows of 4 bytes: every byte after the first row is a difference, so no name shows before decoding.
    const rows: number[] = [];
    for (let i = 0; i < objects.length; i += 4) {
      rows.push(2, ...[0, 1, 2, 3].map((j) => ((objects[i + j] ?? 0) - (i ? (objects[i - 4 + j] ?? 0) : 0)) & 0xff));
    }
    const predicted = withStream(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
      deflateSync(Buffer.from(rows)),
    );
    expect(predicted.includes('Launch')).toBe(false);
    expect(rawPdfRefusal(predicted)).toBe('active');
  });

  it('refuses a stream that inflates past the budget, and one it cannot decode', () => {
    const bomb = withStream('/Filter /FlateDecode', deflateSync(Buffer.alloc(2_000_000)));
    expect(rawPdfRefusal(bomb, 1_000_000)).toBe('unreadable');
    expect(rawPdfRefusal(bomb)).toBeNull();
    expect(rawPdfRefusal(withStream('/Filter /JBIG2Decode', Buffer.from('x')))).toBe('unreadable');
    // An image's samples are not read as objects, whatever their filter.
    expect(
      rawPdfRefusal(withStream('/Subtype /Image /Filter /DCTDecode', Buffer.from('\xff\xd8/JS\xff', 'latin1'))),
    ).toBeNull();
  });

  it('takes ordinary PDFs, and a short name met by chance in binary data', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Statement: see https://bank.example/help');
    expect(rawPdfRefusal(Buffer.from(await doc.save()))).toBeNull();
    expect(rawPdfRefusal(pdf())).toBeNull();
    expect(rawPdfRefusal(withStream('', Buffer.from('\x01/JS\x02 /XFA ', 'latin1')))).toBeNull();
    expect(rawPdfRefusal(withStream('', Buffer.from('/JS (app.alert(1))', 'latin1')))).toBe('active');
  });
});
