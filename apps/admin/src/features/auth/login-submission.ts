// What the log-in form needs only once the operator sends it: its check (the contracts' `loginBody`, so zod) and the
// call itself (which checks the roles with the contracts' identity module, whose schemas come along) and what it does
// with a failure (shared/forms.ts, which words messages with the catalogue in both languages). Loaded on the
// form's first focus, so it is there by the first submit, and kept out of the log-in page's first load.
import type { FormErrors } from '@mantine/form';
import { type LoginBody, loginBody } from '@platform/contracts';
import { schemaErrors } from '../../shared/forms.ts';

export { alreadyReported } from '../../shared/forms.ts';
export { logIn, logInWithCode, NoBackOfficeAccess } from './api.ts';

/** The field-level messages of the log-in form, in `language` (none when it may be sent): what the server checks. */
export const loginErrors = (values: LoginBody, language: string): FormErrors =>
  schemaErrors(loginBody, values, language);
