// The new-password fields every sign-up, reset and change form uses (trade, portal, back office) must keep what is
// typed: a `maxlength` made the browser cut a 25-character password to 20 without a word (issue 16).
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PasswordPairFields } from './password-pair-fields.tsx';

describe('PasswordPairFields', () => {
  it('puts no maxlength on the password or its confirmation, so the form, not the browser, refuses a long one', () => {
    const fields = createElement(PasswordPairFields, {
      labels: { password: 'New password', hint: '8 to 20 characters', confirm: 'Confirm password' },
      password: { value: 'twenty-five-chars-pass-25', onChange: () => undefined },
      confirm: { value: '', onChange: () => undefined },
      required: true,
    });
    const html = renderToStaticMarkup(createElement(MantineProvider, null, fields));
    expect(html.match(/type="password"/g)).toHaveLength(2);
    expect(html).toContain('autoComplete="new-password"');
    expect(html).not.toMatch(/maxlength/i);
  });
});
