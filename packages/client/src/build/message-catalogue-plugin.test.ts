import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { columnModule } from './message-catalogue-plugin.ts';

const file = (name: string) => fileURLToPath(new URL(`../messages/${name}`, import.meta.url));

describe('message-catalogue-plugin: each language of the catalogue as a module of its own in the apps’ builds', () => {
  it('replaces the English column with its texts alone', () => {
    const code = columnModule(file('messages-en.ts'))!;
    expect(code).toContain(`export const MESSAGES_EN = {`);
    expect(code).toContain(JSON.stringify(MESSAGES.loginFailed.en));
    for (const { zh } of Object.values(MESSAGES)) expect(code).not.toContain(JSON.stringify(zh));
  });

  it('replaces the Chinese column with its texts alone', () => {
    const code = columnModule(`${file('messages-zh.ts')}?v=1`)!;
    expect(code).toContain(`export const MESSAGES_ZH = {`);
    expect(code).toContain(JSON.stringify(MESSAGES.loginFailed.zh));
    expect(code).not.toContain(JSON.stringify(MESSAGES.loginFailed.en));
  });

  it('leaves every other module alone', () => {
    expect(columnModule(file('message-catalogue.ts'))).toBeNull();
  });
});
