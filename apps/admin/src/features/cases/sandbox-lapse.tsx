import { Button, Group } from '@mantine/core';
import { type AdminCaseView, FINAL_CASE_STATES, mediationAdminApi } from '@platform/contracts';
import { confirm, toast, useDateFormat, useShowError } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { useAdmits } from '../../shared/role-gate.tsx';
import { SandboxCard, useIsSandbox } from '../../shared/sandbox.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { useCaseChanged } from './api.ts';
import type { ScreenTexts } from './i18n.ts';

/**
 * The sandbox's shortcut through a case's deadline, beside its state (sandbox servers only, and marked so): the
 * current deadline passes now and its consequence applies at once, as the deadline job would, once confirmed.
 */
export function SandboxLapse({ found }: { found: AdminCaseView }) {
  const allowed = useAdmits(mediationAdminApi.lapseDeadline.caller);
  const { deadlineAt } = found.next;
  const running = deadlineAt !== null && !FINAL_CASE_STATES.includes(found.status);
  // Asked only once there is a deadline to let pass.
  const sandbox = useIsSandbox(allowed && running);
  if (!running || !sandbox) return null;
  return <LapseCard found={found} deadlineAt={deadlineAt} />;
}

function LapseCard({ found, deadlineAt }: { found: AdminCaseView; deadlineAt: string }) {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const deadline = useDateFormat().dateTime(deadlineAt);
  const changed = useCaseChanged(found.id);
  const lapse = useMutation({
    mutationFn: () => api.call(mediationAdminApi.lapseDeadline, { params: { id: found.id } }),
    onSuccess: (answer) => changed(answer),
  });
  const ask = () =>
    confirm({
      title: t('cases.sandbox.confirmTitle', { number: found.trackingNumber }),
      content: t('cases.sandbox.confirm', { deadline }),
      okLabel: t('common:ok'),
      cancelLabel: t('common:cancel'),
      danger: true,
      onOk: async () => {
        try {
          await lapse.mutateAsync();
          toast.success(t('cases.sandbox.lapsed'));
        } catch (error) {
          showError(error);
        }
      },
    });
  return (
    <SandboxCard title={t('cases.sandbox.title')} intro={t('cases.sandbox.intro', { deadline })}>
      <Group justify="flex-end">
        <Button color="red.8" variant="outline" onClick={ask} loading={lapse.isPending}>
          {t('cases.sandbox.lapse')}
        </Button>
      </Group>
    </SandboxCard>
  );
}
