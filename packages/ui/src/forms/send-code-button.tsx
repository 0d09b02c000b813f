import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { COMMON, useTexts } from '../i18n/texts.ts';
import { CodeCountdown } from './code-countdown.ts';

export interface SendCodeButtonProps extends Omit<ButtonProps, 'children' | 'disabled' | 'loading'> {
  /** Checks the e-mail field first; nothing is sent when it returns false. */
  validate?: () => boolean | Promise<boolean>;
  /** Sends the code; a rejection re-enables the button at once. */
  send: () => Promise<unknown>;
  onSent?: () => void;
  onError?: (error: unknown) => void;
  /** The label when the button is ready, 'Get Code' by default (the trade app says 'Get OTP Code'). */
  label?: string;
  /** Disables the button whatever its phase (e.g. while the form is submitting). */
  disabled?: boolean;
}

/**
 * The send-code button (spec section 4): validates, shows 'Please wait...' disabled for about 0.5 s, counts down from
 * 60 s, then offers the label again.
 */
export function SendCodeButton({ validate, send, onSent, onError, label, disabled, ...props }: SendCodeButtonProps) {
  const { t } = useTexts(COMMON);
  const [countdown] = useState(() => new CodeCountdown());
  const phase = useSyncExternalStore(countdown.subscribe, countdown.getPhase, countdown.getPhase);
  useEffect(() => () => countdown.reset(), [countdown]);

  async function onClick() {
    if (validate && !(await validate())) return;
    if (!countdown.start()) return;
    try {
      await send();
      onSent?.();
    } catch (error) {
      countdown.reset();
      onError?.(error);
    }
  }

  const text =
    phase.kind === 'waiting'
      ? t('pleaseWait')
      : phase.kind === 'counting'
        ? t('resendIn', { seconds: phase.seconds })
        : (label ?? t('getCode'));

  return (
    <Button
      variant="light"
      miw={120}
      {...props}
      type="button"
      disabled={disabled || phase.kind !== 'ready'}
      data-phase={phase.kind}
      onClick={() => void onClick()}
    >
      {text}
    </Button>
  );
}
