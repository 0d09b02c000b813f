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

  it('replaces the first-load messages with their texts alone, in both languages', () => {
    const code = columnModule(file('first-load-messages.ts'))!;
    expect(code).toContain(`export const FIRST_LOAD_MESSAGES = {`);
    expect(code).toContain(JSON.stringify(MESSAGES.networkError.en));
    expect(code).toContain(JSON.stringify(MESSAGES.networkError.zh));
    expect(code).not.toContain(JSON.stringify(MESSAGES.loginFailed.en));
  });

  it('leaves every other module alone', () => {
    expect(columnModule(file('message-catalogue.ts'))).toBeNull();
  });
});
