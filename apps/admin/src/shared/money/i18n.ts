import type { AccountKind, CauseType, EntryType } from '@platform/contracts';
import { defineTexts } from '@platform/ui';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

// Under the `money` key: the names of the money domain's states and kinds, shared by the money pages.

export const moneyText = defineTexts(english, chinese);

// Every kind the contracts name has its text: a kind added there without one fails the typecheck.
english.accountKinds satisfies Record<AccountKind, string>;
english.entryTypes satisfies Record<EntryType, string>;
english.causes satisfies Record<CauseType, string>;
