// The invite code every sign-up asks for (the portal's popup, the trade app's page): its field and its rule.
import { TextInput, type TextInputProps } from '@mantine/core';
import { inviteCodeSchema, LIMITS } from '@platform/contracts';
import { useMessage } from '../i18n/use-message.ts';
import { useSchemaRule } from './schema-rule.ts';

/** The invite-code input: typed as given (no autocomplete or spelling help), upper case on phones, at most the limit. */
export function InviteCodeInput(props: TextInputProps) {
  return (
    <TextInput
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={LIMITS.inviteCodeMax}
      {...props}
    />
  );
}

/** Its rule: required ('enterInviteCode'), then the contracts' schema. */
export function useInviteCodeRule() {
  const say = useMessage();
  const rule = useSchemaRule();
  return (value: string) => (value.trim() ? rule(inviteCodeSchema)(value) : say('enterInviteCode'));
}
