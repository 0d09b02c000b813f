/**
 * The toast of a refused purchase: always the spec's 'Purchase failed', with the server's reason after it unless the
 * reason already starts with it (the server's own 'Purchase failed: …' for a fee funding cannot pay).
 */
export function purchaseFailedText(
  reason: string,
  failed: string,
  withReason: (failed: string, reason: string) => string,
): string {
  if (!reason) return failed;
  return reason.startsWith(failed) ? reason : withReason(failed, reason);
}
