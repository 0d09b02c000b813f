// The signed agreement PDF as a reader sees it (issue 27 §1): rendered by Poppler and read back by OCR, in English
// and Chinese, with every glyph drawn checked against the font. Text extraction alone could not see that a subset
// drew most letters blank ("I I NG N" for "MEDIATION AGREEMENT") while its ToUnicode map still read every word.
import { describe, expect, it } from 'vitest';
import { signatureImage } from '../../testing/mediation-test-kit.ts';
import { checkDrawnGlyphs, ocrLanguages, ocrPage, pdfFontFile, pdfToolsReady } from '../../testing/pdf-render.ts';
import { pdfTextLines } from '../../testing/pdf-text.ts';
import { type PdfAgreement, renderAgreementPdf } from './agreement-pdf.ts';

// Pure rendering, no database: once, on the embedded database's run, not again on PostgreSQL's.
const ready = process.env.TEST_DB_DRIVER !== 'postgres' && pdfToolsReady();

function agreement(text: string, names: [string, string]): PdfAgreement {
  const drafted = new Date('2026-03-02T09:00:00Z');
  const signed = (party: 'applicant' | 'respondent', signerName: string, minutes: number) => ({
    party,
    signerName,
    identity: null,
    image: signatureImage,
    method: 'typed',
    signedAt: new Date(drafted.getTime() + minutes * 60_000),
    ip: '203.0.113.7',
    userAgent: 'RenderTest/1.0',
    textSha256: 'c'.repeat(64),
  });
  return {
    trackingNumber: 'MD-2026-000123',
    version: 1,
    title: 't',
    text,
    textSha256: 'c'.repeat(64),
    status: 'signed',
    draftedAt: drafted,
    completedAt: new Date(drafted.getTime() + 30 * 60_000),
    signatures: [signed('applicant', names[0], 10), signed('respondent', names[1], 30)],
    events: [{ event: 'drafted', party: null, at: drafted, actorName: null, ip: null, userAgent: null }],
  };
}

const english = agreement(
  [
    'MEDIATION AGREEMENT',
    'Refund for headphones never delivered',
    '',
    'Case: MD-2026-000123 (version 1)',
    'Applicant: Alice Example (user 42)',
    'Respondent: Sample Shop Ltd',
    '',
    'TERMS',
    'The shop refunds 249.90 USD to the card the applicant paid with.',
    'The applicant withdraws the complaint.',
  ].join('\n'),
  ['Alice Example', 'Sam Seller'],
);

const chinese = agreement(
  [
    'MEDIATION AGREEMENT',
    '未送达耳机的退款',
    '',
    'Case: MD-2026-000123 (version 1)',
    'Applicant: 李雷 (user 42)',
    'Respondent: 示例商店有限公司',
    '',
    'TERMS',
    '示例商店有限公司在本协议签署后十四日内全额退还249.90美元。',
    '申请人撤回投诉。',
  ].join('\n'),
  ['李雷', '韩梅梅'],
);

/** Every distinct character the PDF's text draws, white space aside: each needs one glyph with its outline. */
const distinctCharacters = (pdf: Uint8Array) => new Set(pdfTextLines(pdf).join('').replace(/\s/gu, '')).size;

// OCR of a page takes seconds, many more on a busy machine.
describe.skipIf(!ready)('the agreement PDF, rendered', { timeout: 240_000 }, () => {
  it('reads back in English: the title, both parties, a line of the terms, and the signatures', async () => {
    const pdf = await renderAgreementPdf(english);
    const first = ocrPage(pdf);
    expect(first).toContain('MEDIATION AGREEMENT');
    expect(first).toContain('Refund for headphones never delivered');
    expect(first).toContain('Applicant: Alice Example');
    expect(first).toContain('Respondent: Sample Shop Ltd');
    expect(first).toContain('The shop refunds 249.90 USD to the card the applicant paid with.');
    const signatures = ocrPage(pdf, { page: 2 });
    expect(signatures).toContain('SIGNATURES');
    expect(signatures).toContain('Signed by: Alice Example');
    expect(signatures).toContain('Signed by: Sam Seller');
    // A small document: a subset of the font, not the 10 MB file.
    expect(pdf.length).toBeLessThan(40_000);
  });

  it('reads back in Chinese (the Latin parts at least, all of it where tesseract reads Chinese)', async () => {
    const pdf = await renderAgreementPdf(chinese);
    const latin = ocrPage(pdf);
    expect(latin).toContain('MEDIATION AGREEMENT');
    expect(latin).toContain('MD-2026-000123');
    expect(latin).toContain('(user 42)');
    expect(latin).toContain('COMPLETE - SIGNED BY BOTH PARTIES');
    if (ocrLanguages().includes('chi_sim')) {
      // Chinese alone: with English too, tesseract reads a short Chinese name among Latin words as Latin.
      const text = ocrPage(pdf, { lang: 'chi_sim' });
      expect(text).toContain('未送达耳机的退款');
      expect(text).toContain('李雷');
      expect(text).toContain('示例商店有限公司');
      expect(text).toContain('全额退还249.90美元');
      const signatures = ocrPage(pdf, { page: 2, lang: 'chi_sim' });
      expect(signatures).toContain('李雷');
      expect(signatures).toContain('韩梅梅');
    } else console.warn('tesseract has no chi_sim data: the Chinese text of the agreement was not read back');
    expect(pdf.length).toBeLessThan(60_000);
  });

  it.each([
    ['English', english],
    ['Chinese', chinese],
  ])('draws every glyph of the %s agreement with the outline of its character', async (_, input) => {
    const pdf = await renderAgreementPdf(input);
    const report = await checkDrawnGlyphs(pdf, pdfFontFile());
    expect(report.problems).toEqual([]);
    // Each character drawn has at least one glyph (some two: digits after capitals take their contextual form).
    expect(report.visible).toBeGreaterThanOrEqual(distinctCharacters(pdf));
    expect(report.visible).toBeGreaterThan(40);
  });

  it('draws every glyph of a long agreement too (400 ideographs: a subset over 64 KB, whose offsets are stored long)', async () => {
    // 400 different ideographs (U+4E00 on), 40 to a line, with Latin between.
    const ideographs = Array.from({ length: 400 }, (_, i) => String.fromCodePoint(0x4e00 + i));
    const body = Array.from(
      { length: 10 },
      (_, i) => `${ideographs.slice(40 * i, 40 * i + 40).join('')} Clause ${i + 1}.`,
    );
    const pdf = await renderAgreementPdf(agreement(`MEDIATION AGREEMENT\n${body.join('\n')}`, ['Alice', '李雷']));
    const report = await checkDrawnGlyphs(pdf, pdfFontFile());
    expect(report.problems).toEqual([]);
    expect(report.visible).toBeGreaterThanOrEqual(distinctCharacters(pdf));
    expect(report.visible).toBeGreaterThan(400);
  });
});
