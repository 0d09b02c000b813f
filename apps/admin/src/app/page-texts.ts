// The back office's texts but those of log-in: every page's, in a chunk of its own that the shell waits for
// (shell/shell-gate.tsx), so the log-in page's first load does not carry them. One key per feature in the `app`
// namespace, as in ./i18n.ts.
import { announcementsText } from '../features/announcements/i18n.ts';
import { blockTradingText } from '../features/block-trading/i18n.ts';
import { casesText } from '../features/cases/i18n.ts';
import { depositReviewsText } from '../features/deposit-reviews/i18n.ts';
import { feedbackText } from '../features/feedback/i18n.ts';
import { followText } from '../features/follow/i18n.ts';
import { houseAccountsText } from '../features/house-accounts/i18n.ts';
import { instrumentsText } from '../features/instruments/i18n.ts';
import { inviteCodesText } from '../features/invite-codes/i18n.ts';
import { ipoText } from '../features/ipo/i18n.ts';
import { ledgerText } from '../features/ledger/i18n.ts';
import { ledgerCheckText } from '../features/ledger-check/i18n.ts';
import { loansText } from '../features/loans/i18n.ts';
import { mailboxText } from '../features/mailbox/i18n.ts';
import { marketNewsText } from '../features/market-news/i18n.ts';
import { mediationDeadlinesText } from '../features/mediation-deadlines/i18n.ts';
import { miningText } from '../features/mining/i18n.ts';
import { ownSessionsText } from '../features/own-sessions/i18n.ts';
import { publishingText } from '../features/publishing/i18n.ts';
import { realNameReviewsText } from '../features/realname-reviews/i18n.ts';
import { robotsText } from '../features/robots/i18n.ts';
import { simulatorText } from '../features/simulator/i18n.ts';
import { supportConsoleText } from '../features/support-console/i18n.ts';
import { tradingText } from '../features/trading/i18n.ts';
import { usersText } from '../features/users/i18n.ts';
import { withdrawalReviewsText } from '../features/withdrawal-reviews/i18n.ts';
import { workText } from '../features/work/i18n.ts';
import { auditText } from '../shared/audit/i18n.ts';
import { contentText } from '../shared/content/i18n.ts';
import { storedFilesText } from '../shared/files/i18n.ts';
import { marketText } from '../shared/market/i18n.ts';
import { moneyText } from '../shared/money/i18n.ts';
import { resourceText } from '../shared/resource/i18n.ts';
import { richTextText } from '../shared/rich-text/i18n.ts';

export const pageTexts = {
  work: workText,
  users: usersText,
  inviteCodes: inviteCodesText,
  audit: auditText,
  mailbox: mailboxText,
  market: marketText,
  instruments: instrumentsText,
  simulator: simulatorText,
  marketNews: marketNewsText,
  money: moneyText,
  depositReviews: depositReviewsText,
  withdrawalReviews: withdrawalReviewsText,
  ledger: ledgerText,
  houseAccounts: houseAccountsText,
  trading: tradingText,
  blockTrading: blockTradingText,
  ipo: ipoText,
  follow: followText,
  mining: miningText,
  robots: robotsText,
  loans: loansText,
  ledgerCheck: ledgerCheckText,
  storedFiles: storedFilesText,
  richText: richTextText,
  resource: resourceText,
  content: contentText,
  cases: casesText,
  realNameReviews: realNameReviewsText,
  feedback: feedbackText,
  mediationDeadlines: mediationDeadlinesText,
  ...publishingText,
  supportConsole: supportConsoleText,
  announcements: announcementsText,
  ownSessions: ownSessionsText,
};
