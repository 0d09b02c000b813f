// An urgent message as a toast in the reader's language: a margin call in red (the trading screens raise the same
// toast id, so it shows once); a price alert the user set, plainly, as news they asked for rather than a failure.
import type { InboxMessage } from '@platform/contracts';
import { messageWords, toast } from '@platform/ui';

export function raiseUrgent(message: InboxMessage) {
  const language = document.documentElement.lang.startsWith('zh') ? 'zh' : 'en';
  const { title, body } = messageWords(message, language);
  const id = message.kind === 'margin.call' ? `margin-call-${message.params.currency}` : `inbox-${message.id}`;
  const raise = message.kind.startsWith('alert.') ? toast.info : toast.error;
  raise(`${title}: ${body}`, { id });
}
