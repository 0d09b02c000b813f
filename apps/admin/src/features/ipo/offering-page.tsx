import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { type AdminIpoOfferingView, ipoAdminApi } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { historyTab } from '../../shared/audit/audit-history.tsx';
import { useProductLineNews } from '../../shared/live.ts';
import { ObjectPage } from '../../shared/object-page.tsx';
import { ObjectTabs } from '../../shared/object-tabs.tsx';
import { useAdmits } from '../../shared/role-gate.tsx';
import { useRouteId } from '../../shared/route-id.ts';
import { useIsSandbox } from '../../shared/sandbox.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { AllotmentSection } from './allotment-section.tsx';
import { ipoQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { OfferingFacts } from './offering-facts.tsx';
import { OfferingForm } from './offering-form.tsx';
import { FinalPriceForm, ProspectusForm } from './patch-forms.tsx';
import { SandboxControls } from './sandbox-controls.tsx';

const allotted = (offering: AdminIpoOfferingView) => offering.phase === 'allotted' || offering.phase === 'listed';
const open = (offering: AdminIpoOfferingView) =>
  offering.phase === 'purchasable' || offering.phase === 'waiting_allotment';

/** What may still change: every field before the offering opens (its form), then the final price and the prospectus. */
function Overview({ offering, onEdit }: { offering: AdminIpoOfferingView; onEdit(): void }) {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <Paper withBorder p="md">
        <OfferingFacts offering={offering} />
      </Paper>
      {offering.phase === 'upcoming' ? (
        <Text size="sm" c="dimmed">
          {t('ipo.page.editable')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onEdit}>
            {t('ipo.editOf', { symbol: offering.symbol })}
          </Anchor>
        </Text>
      ) : (
        <>
          {open(offering) ? (
            <>
              <Alert color="gray" variant="outline">
                {t('ipo.detail.locked')}
              </Alert>
              <FinalPriceForm key={`${offering.id}-${offering.finalPrice}`} offering={offering} />
            </>
          ) : null}
          <ProspectusForm key={`${offering.id}-${offering.prospectusFile}`} offering={offering} />
        </>
      )}
    </Stack>
  );
}

/**
 * One IPO offering at its own address (issue 32 §2, §5): its sections in tabs (the open one in the address:
 * `?tab=history`), its form while it has not opened, and — on a sandbox — the controls that close it or list it now.
 */
export function IpoOfferingPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const id = useRouteId('id');
  const allowed = useAdmits(ipoAdminApi.offering.caller);
  const query = useQuery({ ...ipoQueries.offering(id ?? 0), enabled: id !== null && allowed });
  const sandbox = useIsSandbox(allowed);
  const [editing, setEditing] = useState(false);
  const offering = query.data;

  return (
    <ObjectPage
      back={{ to: '/ipo', label: t('ipo.page.back') }}
      title={offering ? t('ipo.detail.title', { symbol: offering.symbol, company: offering.company }) : `#${id ?? '?'}`}
      actions={
        offering?.phase === 'upcoming' ? (
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('ipo.editOf', { symbol: offering.symbol })}
          </Button>
        ) : undefined
      }
      allowed={allowed}
      notAllowed={t('ipo.notAllowed')}
      id={id}
      query={query}
      notFound={t('ipo.page.notFound', { id: id ?? '?' })}
    >
      {(found) => (
        <Stack>
          <News />
          {sandbox ? <SandboxControls offering={found} /> : null}
          <ObjectTabs
            label={t('ipo.page.tabs.label')}
            tabs={[
              {
                value: 'overview',
                label: t('ipo.page.tabs.overview'),
                panel: <Overview offering={found} onEdit={() => setEditing(true)} />,
              },
              ...(allotted(found)
                ? [
                    {
                      value: 'allotment',
                      label: t('ipo.page.tabs.allotment'),
                      panel: <AllotmentSection offeringId={found.id} />,
                    },
                  ]
                : []),
              historyTab('ipo_offering', found.id, t('ipo.page.tabs.history'), t('ipo.page.historyEmpty')),
            ]}
          />
          <OfferingForm
            offering={editing && found.phase === 'upcoming' ? found : undefined}
            onClose={() => setEditing(false)}
          />
        </Stack>
      )}
    </ObjectPage>
  );
}

/** While the page is open: subscriptions, edits and job runs show without a reload. */
function News() {
  useProductLineNews('ipo', ipoQueries.all);
  return null;
}
