// Renders an agreement as a PDF: the text, then (once signed) the signature and an audit page.
// Standard fonts encode Windows-1252 only; the agreement text is restricted to it (AGREEMENT_TEXT_PATTERN).
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { latinOr } from './agreement-text.ts';

export interface PdfSignature {
  signerName: string;
  image: string;
  method: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface PdfAuditEvent {
  event: string;
  at: Date;
  actorName: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface PdfAgreement {
  trackingNumber: string;
  version: number;
  title: string;
  text: string;
  textSha256: string;
  draftedAt: Date;
  signature: PdfSignature | null;
  events: PdfAuditEvent[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 10.5;
const LEADING = 15;

/** Splits text into lines that fit `width`, keeping the author's line breaks. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r/g, '').replace(/\t/g, '    ').split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A single word wider than the line is cut where it must be.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Printable in the standard fonts: anything else becomes '?'. Only for machine data such as user agents. */
const printable = (text: string) => text.replace(/[^\u0020-\u007E]/g, '?');

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly footer: string,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.page.drawText(this.footer, { x: MARGIN, y: 30, size: 8, font: this.font, color: rgb(0.4, 0.4, 0.4) });
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  lines(text: string, options: { bold?: boolean; size?: number } = {}) {
    const size = options.size ?? SIZE;
    const font = options.bold ? this.bold : this.font;
    for (const line of wrap(text, font, size, A4[0] - 2 * MARGIN)) {
      this.ensure(LEADING);
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font });
      this.y -= size > SIZE ? size + 6 : LEADING;
    }
  }
  gap(height = LEADING / 2) {
    this.y -= height;
  }
}

const iso = (d: Date) =>
  d
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

/** The PDF bytes; the same agreement always gives the same bytes (fixed dates, no random ids). */
export async function renderAgreementPdf(a: PdfAgreement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const stamp = a.signature?.signedAt ?? a.draftedAt;
  doc.setTitle(`Mediation agreement ${a.trackingNumber} v${a.version}`);
  doc.setCreator('Mediation portal');
  doc.setProducer('Mediation portal');
  doc.setCreationDate(a.draftedAt);
  doc.setModificationDate(stamp);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const status = a.signature ? 'SIGNED' : 'DRAFT - NOT SIGNED';
  const w = new Writer(doc, font, bold, `${a.trackingNumber} v${a.version} - ${status} - text SHA-256 ${a.textSha256}`);

  const [heading, ...rest] = a.text.split('\n');
  w.lines(heading ?? '', { bold: true, size: 16 });
  // The frame's section headings (TERMS, SETTLEMENT, DISCLOSURES) stand out; every other line is printed as written.
  for (const line of rest) w.lines(line, { bold: /^[A-Z][A-Z ]{2,30}$/.test(line) });

  if (a.signature) {
    const s = a.signature;
    const png = await doc.embedPng(Buffer.from(s.image.slice(s.image.indexOf(',') + 1), 'base64'));
    const scale = Math.min(220 / png.width, 80 / png.height, 1);
    w.gap(LEADING);
    w.ensure(80 * scale + 4 * LEADING);
    w.lines('SIGNATURE', { bold: true });
    w.page.drawImage(png, {
      x: MARGIN,
      y: w.y - png.height * scale,
      width: png.width * scale,
      height: png.height * scale,
    });
    w.y -= png.height * scale + LEADING;
    w.lines(`Signed by ${latinOr(s.signerName, '(name in a non-Latin script; see the signature above)')}`);
    w.lines(`Signed at ${iso(s.signedAt)} (${s.method} signature)`);
  }

  // The audit page (DocuSeal-style): every event with time, IP and browser, and the document hash.
  w.newPage();
  w.lines('AUDIT TRAIL', { bold: true, size: 14 });
  w.lines(`Agreement: ${a.trackingNumber}, version ${a.version}`);
  w.lines(`SHA-256 of the agreement text (UTF-8): ${a.textSha256}`);
  w.lines(`Status: ${a.signature ? 'signed' : 'awaiting signature'}`);
  w.gap();
  for (const e of a.events) {
    w.ensure(4 * LEADING);
    w.lines(`${iso(e.at)}  ${e.event}${e.actorName ? ` by ${latinOr(e.actorName, 'user')}` : ''}`, { bold: true });
    if (e.ip) w.lines(`IP address: ${printable(e.ip)}`);
    if (e.userAgent) w.lines(`Browser: ${printable(e.userAgent)}`);
    w.gap();
  }
  w.gap();
  w.lines(
    'The text is printed in Latin characters because the standard PDF fonts cannot show others; the portal shows ' +
      'the same text. Anyone can check the hash by computing the SHA-256 of the agreement text as shown in the portal.',
    { size: 9 },
  );
  return doc.save({ useObjectStreams: false });
}
