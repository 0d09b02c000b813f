import { AuditHistory } from '../../shared/audit/audit-history.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

/** Every change to the settings (target type `trading_class`): who, when, why, and the values before and after. */
export function SettingsHistory() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <AuditHistory
      targetType="trading_class"
      title={t('trading.settings.history')}
      emptyText={t('trading.settings.historyEmpty')}
    />
  );
}
