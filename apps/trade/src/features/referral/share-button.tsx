import { Button } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { APP } from '../../lib/i18n.ts';
import { REFERRAL } from './texts.ts';

const canShare = (data: ShareData) => typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true);

/** The system share sheet (Web Share API), only where the browser has one. */
export function ShareButton({ url, code }: { url: string; code: string }) {
  const { t } = useTexts(REFERRAL);
  const { t: shell } = useTexts(APP);
  const app = shell('appName');
  const data: ShareData = { title: app, text: t('link.shareText', { app, code }), url };
  if (!canShare(data)) return null;
  const share = () =>
    navigator.share(data).catch(() => {
      // Closing the share sheet rejects too: nothing to say.
    });
  return (
    <Button variant="light" size="compact-sm" onClick={() => void share()} aria-label={t('link.shareLabel')}>
      {t('link.share')}
    </Button>
  );
}
