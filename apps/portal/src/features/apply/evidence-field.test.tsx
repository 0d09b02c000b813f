// The evidence field as rendered (server-side, no DOM): several files at once, and the limit. Picking, dropping and
// uploading are the e2e journey's; which picked files are sent is upload-check.test.ts's.
import { MEDIATION_LIMITS } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderMarkup } from '../../testing/static-markup.tsx';
import { EvidenceField, type EvidenceFile } from './evidence-field.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const filesOf = (count: number): EvidenceFile[] =>
  Array.from({ length: count }, (_, i) => ({ path: `/file/${i}.png`, name: `receipt-${i}.png`, shared: i % 2 === 0 }));

const render = (files: EvidenceFile[]) => renderMarkup(<EvidenceField files={files} onChange={() => {}} />);

describe('the evidence field', () => {
  it('offers several files at once, picked or dropped', async () => {
    await i18n.changeLanguage('en');
    const html = render(filesOf(2));
    expect(html).toMatch(/<input[^>]*type="file"[^>]*multiple/);
    expect(html).toContain('Choose files');
    expect(html).toContain('or drop them here');
    expect(html).toContain('receipt-1.png');
    expect(html).toContain('aria-label="Remove receipt-0.png"');
  });

  it(`says when the ${MEDIATION_LIMITS.evidenceMax} files are reached, and offers no more`, async () => {
    await i18n.changeLanguage('en');
    const html = render(filesOf(MEDIATION_LIMITS.evidenceMax));
    expect(html).not.toContain('type="file"');
    expect(html).toContain(
      `You have attached the most files allowed (${MEDIATION_LIMITS.evidenceMax}). Remove one to add another.`,
    );
    await i18n.changeLanguage('zh');
    const zh = render(filesOf(MEDIATION_LIMITS.evidenceMax));
    await i18n.changeLanguage('en');
    expect(zh).toContain(`已附加允许的最多文件（${MEDIATION_LIMITS.evidenceMax} 个）`);
  });

  it('asks for each file whether the other party may open it, and says who sees what', async () => {
    await i18n.changeLanguage('en');
    const html = render(filesOf(2));
    expect(html).toContain('once they agree to take part; the mediator sees every file.');
    const box = (name: string) =>
      new RegExp(`<input[^>]*aria-label="Show to the other party: ${name}"[^>]*>`).exec(html)?.[0];
    expect(box('receipt-0.png')).toMatch(/checked=""/);
    expect(box('receipt-1.png')).toBeDefined();
    expect(box('receipt-1.png')).not.toMatch(/checked=""/);
  });

  it('names the picker in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const html = render([]);
    await i18n.changeLanguage('en');
    expect(html).toContain('选择文件');
    expect(html).toContain('或拖放到此处');
  });
});
