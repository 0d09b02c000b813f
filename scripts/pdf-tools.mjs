// The tools the PDF rendering tests read PDFs with (apps/server/src/testing/pdf-render.ts): Poppler's pdftoppm and
// tesseract with its English and Simplified Chinese data. Where they are missing and this machine can install Debian's
// packages (root with apt-get), it does; otherwise it says the command to run (the tests then fail in CI, skip locally).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = ['poppler-utils', 'tesseract-ocr', 'tesseract-ocr-eng', 'tesseract-ocr-chi-sim'];

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const languages = () =>
  has('tesseract') ? (spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' }).stdout ?? '').split('\n') : [];
const missing = () => {
  const langs = languages().map((l) => l.trim());
  return !has('pdftoppm') || !has('tesseract') || !langs.includes('eng') || !langs.includes('chi_sim');
};
const canApt = () => process.getuid?.() === 0 && has('apt-get');

/** null when the PDF tools are here (installed now if need be), else an Error saying how to get them. */
export function ensurePdfTools() {
  if (!missing()) return null;
  if (canApt()) {
    console.log(`== PDF rendering tools missing: installing Debian's (apt-get install ${PACKAGES.join(' ')})`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env }).status === 0;
    if (ok && existsSync('/usr/bin/pdftoppm') && !missing()) return null;
  }
  return new Error(
    'The PDF rendering tests need pdftoppm and tesseract (English and Simplified Chinese data). Install them:\n' +
      `  sudo apt-get install ${PACKAGES.join(' ')}`,
  );
}
