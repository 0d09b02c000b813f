import { Anchor, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { isApiError } from '@platform/client';
import type { RobotPreviewView, RobotProductView } from '@platform/contracts';
import { formatMoney, groupDigits, toast, useShowError, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { realInfoQuery } from '../../lib/identity/api.ts';
import { KycNotice } from '../../lib/product/index.ts';
import { fetchPreview, usePurchaseRobot } from './api.ts';
import { type BuyValues, previewQueryOf, purchaseBodyOf, rentOptionsOf } from './buy-values.ts';
import { ConfirmPurchase } from './confirm-purchase.tsx';
import { ROBOTS } from './texts.ts';

/** The server refuses a purchase without a verified identity with gate 'kyc'. */
const isKycGate = (error: unknown) => isApiError(error) && (error.data as { gate?: string } | null)?.gate === 'kyc';

/**
 * Buy or rent: the plan, the rental's period (with its fee), the allocation. Continue checks the whole form (the
 * parameters too) and asks the server for the preview; the dialog shows it and Confirm pays.
 */
export function BuyForm({ product, form }: { product: RobotProductView; form: UseFormReturnType<BuyValues> }) {
  const { t } = useTexts(ROBOTS);
  const showError = useShowError();
  const navigate = useNavigate();
  const identity = useQuery(realInfoQuery());
  const purchase = usePurchaseRobot(product.id);
  const [preview, setPreview] = useState<RobotPreviewView | null>(null);
  const [gated, setGated] = useState(false);
  const refused = (error: unknown) => {
    if (isKycGate(error)) setGated(true);
    else showError(error, form);
  };
  const submit = form.onSubmit(async (values) => {
    try {
      setPreview(await fetchPreview(product.id, previewQueryOf(values)));
    } catch (error) {
      refused(error);
    }
  });
  const confirm = async () => {
    try {
      const bought = await purchase.mutateAsync(purchaseBodyOf(product, form.values));
      toast.success(t('form.bought', { name: product.name }));
      setPreview(null);
      navigate(`/robots/mine/${bought.robot.id}`);
      return;
    } catch (error) {
      refused(error);
    }
    setPreview(null);
  };
  const status = identity.data?.status;
  const unverified = gated || (status !== undefined && status !== 'approved');
  const rentable = product.rentOptions.length > 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('sections.buy')}>
      <Stack gap="sm">
        {unverified ? (
          <KycNotice pending={status === 'pending'} namespace={ROBOTS} group="form" testId="robot-kyc-gate" />
        ) : null}
        {rentable ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="robot-plan">
              {t('form.plan')}
            </Text>
            <SegmentedControl
              aria-labelledby="robot-plan"
              fullWidth
              data={[
                { value: 'perpetual', label: t('form.perpetual') },
                { value: 'rental', label: t('form.rental') },
              ]}
              {...form.getInputProps('plan')}
            />
          </Stack>
        ) : null}
        {form.values.plan === 'rental' ? (
          <Select
            label={t('form.days')}
            data={rentOptionsOf(product).map((option) => ({
              value: String(option.days),
              label: t('form.daysOption', { count: option.days, fee: formatMoney(option.fee, product.currency) }),
            }))}
            allowDeselect={false}
            {...form.getInputProps('days')}
          />
        ) : null}
        <TextInput
          label={t('form.allocation', { currency: product.currency })}
          description={t('form.allocationHint', {
            min: groupDigits(product.minAllocation),
            currency: product.currency,
          })}
          inputMode="decimal"
          autoComplete="off"
          styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
          {...form.getInputProps('allocation')}
        />
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to="/robots/mine" size="sm">
            {t('mine')}
          </Anchor>
          <Button type="submit" loading={purchase.isPending} disabled={!product.active || unverified}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmPurchase
        name={product.name}
        preview={preview}
        busy={purchase.isPending}
        onCancel={() => setPreview(null)}
        onConfirm={confirm}
      />
    </form>
  );
}
