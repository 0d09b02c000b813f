// The preview-then-confirm frame every money step of the app shares: the dialog, its terms, the short-funds warning
// and the risks. One entry, so the lazy screens that use it share one chunk (the first load keeps only its name).
export { ConfirmDialog, PreviewDialog, type PreviewDialogProps } from './confirm-dialog.tsx';
export { PreviewTerms, type Term } from './preview-terms.tsx';
export { type RiskItem, RiskList } from './risk-list.tsx';
export { ShortFunds } from './short-funds.tsx';
