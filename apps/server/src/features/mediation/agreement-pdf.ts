// Renders an agreement as a PDF: the text, then the signature page (both parties) and the audit page.
// Everything is set in Noto Sans SC (core/pdf/font.ts), which covers Simplified Chinese and Latin, embedded as a subset
// of the glyphs the document uses, so an agreement written in Chinese prints exactly as the portal shows it.
import type { CaseParty, SignerIdentityView } from '@platform/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedPdfFont } from '../../core/pdf/font.ts';

export interface PdfSignature {
  party: CaseParty;
  signerName: string;
  /** How the signer's identity was established; null on signatures from before it was kept. */
  identity: SignerIdentityView | null;
  image: string;
  method: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  textSha256: string;
}

export interface PdfAuditEvent {
  event: string;
  party: CaseParty | null;
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
  status: string;
  draftedAt: Date;
  completedAt: Date | null;
  /** Every signature so far, the applicant's first. */
  signatures: PdfSignature[];
  events: PdfAuditEvent[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 10.5;
const LEADING = 16;
const INK = rgb(0, 0, 0);
const GREY = rgb(0.4, 0.4, 0.4);

// Ideographs, kana, hangul and full-width forms may break anywhere; other text breaks at spaces.
const BREAKS_ANYWHERE =
  /[\u2E80-\u2FFF\u3000-\u30FF\u3130-\u318F\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/u;
const TOKEN = new RegExp(`${BREAKS_ANYWHERE.source}|[^\\s${BREAKS_ANYWHERE.source.slice(1, -1)}]+|\\s+`, 'gu');

// Measuring shapes the text through the font, the costly part of a long agreement: each piece is measured once.
const widths = new WeakMap<PDFFont, Map<string, number>>();
function measure(font: PDFFont, text: string, size: number): number {
  let known = widths.get(font);
  if (!known) {
    known = new Map();
    widths.set(font, known);
  }
  let width = known.get(text);
  if (width === undefined) {
    width = font.widthOfTextAtSize(text, 1000);
    known.set(text, width);
  }
  return (width * size) / 1000;
}

/** Splits text into lines that fit `width`, keeping the author's line breaks. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    const push = () => {
      lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
    };
    for (const token of paragraph.match(TOKEN) ?? []) {
      if (/^\s+$/.test(token) && !line) continue;
      const tokenWidth = measure(font, token, size);
      if (lineWidth + tokenWidth <= width) {
        line += token;
        lineWidth += tokenWidth;
        continue;
      }
      if (line) push();
      if (/^\s+$/.test(token)) continue;
      // A single word wider than the line is cut where it must be.
      let rest = token;
      while (measure(font, rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(font, rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
      lineWidth = measure(font, rest, size);
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** Text as the PDF can draw it: no control characters, tabs as spaces, one kind of line break. */
const drawable = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '');

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly footer: string,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    for (const [i, line] of wrap(this.footer, this.font, 7.5, A4[0] - 2 * MARGIN).entries())
      this.page.drawText(line, { x: MARGIN, y: 34 - i * 10, size: 7.5, font: this.font, color: GREY });
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  lines(text: string, options: { size?: number; color?: typeof INK } = {}) {
    const size = options.size ?? SIZE;
    const leading = size > SIZE ? size + 8 : LEADING;
    for (const line of wrap(drawable(text), this.font, size, A4[0] - 2 * MARGIN)) {
      this.ensure(leading);
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.font, color: options.color ?? INK });
      this.y -= leading;
    }
  }
  heading(text: string) {
    this.ensure(3 * LEADING);
    this.lines(text, { size: 13 });
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

const PARTY_LABEL: Record<CaseParty, string> = { applicant: 'Applicant', respondent: 'Respondent' };
const PARTIES: CaseParty[] = ['applicant', 'respondent'];

function statusLine(a: PdfAgreement): string {
  if (a.status === 'withdrawn') return 'WITHDRAWN - NOT VALID';
  if (a.completedAt) return 'COMPLETE - SIGNED BY BOTH PARTIES';
  return `AWAITING SIGNATURES (${a.signatures.length} of 2)`;
}

/** How the service knew who signed: the name is the verified one, never one the signer typed. */
function identityLines(identity: SignerIdentityView | null): string[] {
  if (!identity) return ['Identity: not recorded (signed before identities were kept)'];
  const on = identity.checkedAt ? ` on ${identity.checkedAt.slice(0, 10)}` : '';
  if (identity.check === 'real_name')
    return [`Identity: real-name verification (identity document) approved${on}; signed in the verified name`];
  return [
    `E-mail: ${identity.email ?? 'not recorded'}`,
    `Identity: e-mail confirmed by a one-time code sent to it${on}, when taking part through the private case ` +
      'link the mediator sent; signed in the name given then',
  ];
}

async function signaturePage(w: Writer, a: PdfAgreement) {
  w.newPage();
  w.heading('SIGNATURES');
  w.lines(`SHA-256 of the agreement text (UTF-8): ${a.textSha256}`, { size: 9 });
  w.gap(LEADING);
  for (const party of PARTIES) {
    const s = a.signatures.find((x) => x.party === party);
    w.heading(PARTY_LABEL[party]);
    if (!s) {
      w.lines('Not signed yet.', { color: GREY });
      w.gap(LEADING);
      continue;
    }
    const png = await w.doc.embedPng(Buffer.from(s.image.slice(s.image.indexOf(',') + 1), 'base64'));
    const scale = Math.min(220 / png.width, 80 / png.height, 1);
    w.ensure(png.height * scale + LEADING);
    w.page.drawImage(png, {
      x: MARGIN,
      y: w.y - png.height * scale,
      width: png.width * scale,
      height: png.height * scale,
    });
    w.y -= png.height * scale + LEADING;
    w.lines(`Signed by: ${s.signerName} (${PARTY_LABEL[party].toLowerCase()}, ${s.method} signature)`);
    for (const line of identityLines(s.identity)) w.lines(line);
    w.lines(`Signed at: ${iso(s.signedAt)}`);
    w.lines(`IP address: ${s.ip ?? 'not recorded'}`);
    w.lines(`Browser: ${s.userAgent ?? 'not recorded'}`, { size: 9 });
    w.lines(`SHA-256 of the text signed: ${s.textSha256}`, { size: 9 });
    w.gap(LEADING);
  }
}

function auditPage(w: Writer, a: PdfAgreement) {
  // The audit page (DocuSeal- and Documenso-style): every event for both parties, with time, IP and browser.
  w.newPage();
  w.heading('AUDIT TRAIL');
  w.lines(`Agreement: ${a.trackingNumber}, version ${a.version}`);
  w.lines(`SHA-256 of the agreement text (UTF-8): ${a.textSha256}`);
  w.lines(`Status: ${statusLine(a).toLowerCase()}`);
  if (a.completedAt) w.lines(`Completed: ${iso(a.completedAt)}`);
  w.gap();
  for (const e of a.events) {
    w.ensure(4 * LEADING);
    const party = e.party ? ` - ${PARTY_LABEL[e.party].toLowerCase()}` : '';
    const actor = e.actorName ? ` by ${e.actorName}` : '';
    w.lines(`${iso(e.at)}  ${e.event}${party}${actor}`);
    if (e.ip) w.lines(`IP address: ${e.ip}`, { size: 9, color: GREY });
    if (e.userAgent) w.lines(`Browser: ${e.userAgent}`, { size: 9, color: GREY });
    w.gap(4);
  }
  w.gap();
  w.lines(
    'Anyone can check the text by computing the SHA-256 of the agreement text as shown in the portal (UTF-8). ' +
      'The agreement is complete when both parties have signed the same text.',
    { size: 9 },
  );
}

/**
 * The PDF bytes; the same agreement always gives the same bytes (fixed dates and font name, no random ids), so the
 * hash recorded when it was completed can be checked against any later download.
 */
export async function renderAgreementPdf(a: PdfAgreement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Mediation agreement ${a.trackingNumber} v${a.version}`);
  doc.setCreator('Mediation portal');
  doc.setProducer('Mediation portal');
  doc.setCreationDate(a.draftedAt);
  doc.setModificationDate(a.completedAt ?? a.signatures.at(-1)?.signedAt ?? a.draftedAt);
  const font = await embedPdfFont(doc);
  const w = new Writer(
    doc,
    font,
    `${a.trackingNumber} v${a.version} - ${statusLine(a)} - text SHA-256 ${a.textSha256}`,
  );

  const [heading, ...rest] = a.text.split('\n');
  w.lines(heading ?? '', { size: 16 });
  w.gap(4);
  // The frame's section headings (TERMS, SETTLEMENT, DISCLOSURES) stand out; every other line is printed as written.
  for (const line of rest) {
    if (/^[A-Z][A-Z ]{2,30}$/.test(line)) w.heading(line);
    else w.lines(line);
  }

  await signaturePage(w, a);
  auditPage(w, a);
  return doc.save({ useObjectStreams: false });
}
