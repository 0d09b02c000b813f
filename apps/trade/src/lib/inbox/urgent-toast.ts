// An urgent message (a margin call) as a toast in the reader's language; the trading screens raise the same toast id,
// so it shows once.
import type { InboxMessage } from '@platform/contracts';
import { messageWords, toast } from '@platform/ui';

export function raiseUrgent(message: InboxMessage) {
  const language = document.documentElement.lang.startsWith('zh') ? 'zh' : 'en';
  const { title, body } = messageWords(message, language);
  const id = message.kind === 'margin.call' ? `margin-call-${message.params.currency}` : `inbox-${message.id}`;
  toast.error(`${title}: ${body}`, { id });
}
