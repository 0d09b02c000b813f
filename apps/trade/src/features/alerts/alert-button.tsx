// The quote page's Alert button: opens the create form for this instrument, prefilled with its live price. Exported
// for the app to place beside the quote (features do not import each other).
import { Button, Modal } from '@mantine/core';
import type { Instrument, Quote } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { AlertForm } from './alert-form.tsx';
import { ALERTS } from './texts.ts';

export function AlertButton({ instrument, quote }: { instrument: Instrument; quote: Quote }) {
  const { t } = useTexts(ALERTS);
  const signedIn = useSession((s) => s.token !== null);
  const [opened, setOpened] = useState(false);
  if (!signedIn)
    return (
      <Button
        component={Link}
        to={`/login?redirect=${encodeURIComponent(`/quote/${instrument.symbol}`)}`}
        variant="default"
      >
        {t('form.logIn')}
      </Button>
    );
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} leftSection={<span aria-hidden="true">🔔</span>}>
        {t('form.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('form.title', { symbol: instrument.symbol })}
        centered
      >
        {/* The price it opens with is the one shown when it opened; the form keeps it while the user edits. */}
        {opened ? <AlertForm instrument={instrument} quote={quote} onDone={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}
