import { Alert, Modal, Stack } from '@mantine/core';
import type { AdminIpoOfferingView } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAppTexts } from '../../shared/texts.ts';
import { AllotmentSection } from './allotment-section.tsx';
import { ipoQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { OfferingFacts } from './offering-facts.tsx';
import { FinalPriceForm, ProspectusForm } from './patch-forms.tsx';
import { SandboxControls } from './sandbox-controls.tsx';

interface OfferingDialogProps {
  /** An offering that has opened, or null while closed. */
  offering: AdminIpoOfferingView | null;
  onClose(): void;
}

/**
 * An open (or past) offering: its figures, what may still change (the final price until the allotment, the
 * prospectus), the sandbox controls when the server is a sandbox, and the published allotment once it has run.
 */
export function OfferingDialog({ offering, onClose }: OfferingDialogProps) {
  const { t } = useAppTexts<ScreenTexts>();
  const options = useQuery({ ...ipoQueries.options(), enabled: offering !== null });
  return (
    <Modal
      opened={offering !== null}
      onClose={onClose}
      title={offering ? t('ipo.detail.title', { symbol: offering.symbol, company: offering.company }) : ''}
      closeButtonProps={{ 'aria-label': t('shared.close') }}
      size="xl"
      centered
    >
      {offering ? (
        <Stack>
          <OfferingFacts offering={offering} />
          {offering.phase === 'purchasable' || offering.phase === 'waiting_allotment' ? (
            <>
              <Alert color="gray" variant="outline">
                {t('ipo.detail.locked')}
              </Alert>
              <FinalPriceForm key={`${offering.id}-${offering.finalPrice}`} offering={offering} />
            </>
          ) : null}
          <ProspectusForm key={`${offering.id}-${offering.prospectusFile}`} offering={offering} />
          {options.data?.sandbox ? <SandboxControls offering={offering} /> : null}
          {offering.phase === 'allotted' || offering.phase === 'listed' ? (
            <AllotmentSection offeringId={offering.id} />
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
