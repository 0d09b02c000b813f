import { Anchor, Button, NativeSelect, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CRYPTO_CURRENCIES,
  type CryptoCurrency,
  CURRENCY_DECIMALS,
  CURRENCY_NETWORKS,
  type Currency,
  compareDecimals,
  DECIMAL_PATTERN,
  decimalPlaces,
  FIAT_CURRENCIES,
  type FiatCurrency,
  feeRuleFor,
  isAddressFor,
  isCrypto,
  type MoneyOptionsView,
  moneyApi,
  type Network,
  TRADE_PASSWORD_PATTERN,
  type WithdrawalBody,
  type WithdrawalMethod,
} from '@platform/contracts';
import { Amount, toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../lib/api.ts';
import { AmountField, useAmountRule } from '../../lib/money/amount-field.tsx';
import {
  assetsQuery,
  bankCardsQuery,
  feeQuoteQuery,
  securityStatusQuery,
  useMoneyMutation,
} from '../../lib/money/api.ts';
import { currencyOptions } from '../../lib/money/currency-options.ts';
import { ratePercent } from '../../lib/money/rate.ts';
import { MONEY } from '../../lib/money/texts.ts';
import { twoFactorStatusQuery } from '../../lib/two-factor.ts';
import { FeeSummary } from './fee-summary.tsx';
import { WITHDRAW } from './texts.ts';
import { canUseTradePassword, TradePasswordNotice } from './trade-password-notice.tsx';

interface Values {
  cardId: string;
  currency: Currency;
  network: Network | '';
  address: string;
  amount: string;
  tradePassword: string;
  twoFactorCode: string;
}

const isWellFormed = (amount: string, currency: Currency) =>
  DECIMAL_PATTERN.test(amount) &&
  compareDecimals(amount, '0') > 0 &&
  decimalPlaces(amount) <= CURRENCY_DECIMALS[currency];

/** A withdrawal to a bound bank card (fiat) or to a wallet address (digital currency), with the transaction password. */
export function WithdrawForm({ method, options }: { method: WithdrawalMethod; options: MoneyOptionsView }) {
  const { t } = useTexts(WITHDRAW);
  const { t: tm } = useTexts(MONEY);
  const say = useMessage();
  const showError = useShowError();
  const amountRule = useAmountRule();
  const cards = useQuery({ ...bankCardsQuery(), enabled: method === 'bank' });
  const assets = useQuery(assetsQuery());
  const security = useQuery(securityStatusQuery());
  const twoFactor = useQuery(twoFactorStatusQuery());
  const currencies = method === 'bank' ? FIAT_CURRENCIES : CRYPTO_CURRENCIES;

  const form = useForm<Values>({
    initialValues: {
      cardId: '',
      currency: currencies[0],
      network: method === 'chain' ? CURRENCY_NETWORKS.USDT[0]! : '',
      address: '',
      amount: '',
      tradePassword: '',
      twoFactorCode: '',
    },
    validate: {
      cardId: (value) => (method === 'bank' && !value ? say('selectBankCard') : null),
      address: (value, values) => {
        if (method !== 'chain') return null;
        if (!value.trim()) return say('enterWalletAddress');
        return values.network && isAddressFor(values.network, value) ? null : say('walletAddressInvalid');
      },
      amount: (value, values) =>
        amountRule(values.currency, { amount: options.minWithdrawal, message: 'belowMinimumWithdrawal' })(value.trim()),
      tradePassword: (value) => {
        if (!value) return say('enterTradePassword');
        return TRADE_PASSWORD_PATTERN.test(value) ? null : say('tradePasswordFormat');
      },
    },
  });
  const values = form.getValues();
  const networks = isCrypto(values.currency) ? CURRENCY_NETWORKS[values.currency] : [];
  const available =
    assets.data?.balances.find((b) => b.account === 'funding' && b.currency === values.currency)?.available ?? null;
  const rule = feeRuleFor(method, values.currency, method === 'chain' ? values.network || null : null);

  const [amount] = useDebouncedValue(values.amount.trim(), 300);
  const quoteParams = {
    method,
    currency: values.currency,
    ...(method === 'chain' && values.network ? { network: values.network } : {}),
    amount,
  };
  const quote = useQuery(feeQuoteQuery(quoteParams, isWellFormed(amount, values.currency)));

  /** The quote, when it is for this amount (the server writes it with the currency's decimals). */
  const quoteFor = (value: string) =>
    quote.data && DECIMAL_PATTERN.test(value) && compareDecimals(quote.data.amount, value) === 0
      ? quote.data
      : undefined;

  const withdraw = useMoneyMutation((body: WithdrawalBody, idempotencyKey) =>
    api.call(moneyApi.createWithdrawal, { body }, { idempotencyKey }),
  );

  const submit = form.onSubmit((v) => {
    const amountValue = v.amount.trim();
    const total = quoteFor(amountValue)?.total ?? amountValue;
    if (available !== null && compareDecimals(total, available) > 0) {
      form.setFieldError('amount', say('insufficientBalance'));
      return;
    }
    const body: WithdrawalBody =
      method === 'bank'
        ? {
            method,
            cardId: Number(v.cardId),
            currency: v.currency as FiatCurrency,
            amount: amountValue,
            tradePassword: v.tradePassword,
            ...(v.twoFactorCode.trim() ? { twoFactorCode: v.twoFactorCode.trim() } : {}),
          }
        : {
            method,
            currency: v.currency as CryptoCurrency,
            network: v.network as Network,
            address: v.address.trim(),
            amount: amountValue,
            tradePassword: v.tradePassword,
            ...(v.twoFactorCode.trim() ? { twoFactorCode: v.twoFactorCode.trim() } : {}),
          };
    withdraw.mutate(body, {
      onSuccess: () => {
        toast.success(say('withdrawalSubmitted'));
        form.setValues({ amount: '', tradePassword: '', twoFactorCode: '' });
      },
      onError: (error) => {
        form.setFieldValue('tradePassword', '');
        form.setFieldValue('twoFactorCode', '');
        showError(error, form);
      },
    });
  });

  const blocked = !canUseTradePassword(security.data);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {security.data && <TradePasswordNotice status={security.data} />}
        {method === 'bank' && (
          <Stack gap={4}>
            <NativeSelect
              label={t('card')}
              required
              data={[
                { value: '', label: t('chooseCard') },
                ...(cards.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: `${c.bankName} ${c.cardMasked} · ${c.accountName}`,
                })),
              ]}
              {...form.getInputProps('cardId')}
            />
            {cards.data && cards.data.length === 0 ? (
              <Text size="sm">
                {t('noCards')}{' '}
                <Anchor component={Link} to="/bank-cards/bind?from=withdraw" fw={600}>
                  {t('bindCard')}
                </Anchor>
              </Text>
            ) : (
              <Anchor component={Link} to="/bank-cards" size="sm" w="fit-content">
                {t('manageCards')}
              </Anchor>
            )}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, xs: method === 'chain' ? 2 : 1 }} spacing="md">
          <NativeSelect
            label={tm('currencyLabel')}
            data={currencyOptions(tm, currencies)}
            {...form.getInputProps('currency')}
            onChange={(e) => {
              const currency = e.currentTarget.value as Currency;
              form.setFieldValue('currency', currency);
              if (isCrypto(currency)) form.setFieldValue('network', CURRENCY_NETWORKS[currency][0]!);
            }}
          />
          {method === 'chain' && (
            <NativeSelect
              label={tm('networkLabel')}
              data={networks.map((n) => ({ value: n, label: tm(`network.${n}`) }))}
              {...form.getInputProps('network')}
            />
          )}
        </SimpleGrid>
        {method === 'chain' && (
          <TextInput
            label={t('address')}
            description={t('addressHint')}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('address')}
          />
        )}
        <Stack gap={4}>
          <AmountField
            label={tm('amountLabel')}
            placeholder={tm('amountPlaceholder', { min: options.minWithdrawal })}
            currency={values.currency}
            required
            {...form.getInputProps('amount')}
          />
          <Text size="sm" data-testid="withdraw-available">
            {t('available')}
            {available !== null && <Amount value={available} currency={values.currency} fw={600} />}
          </Text>
          {rule && (
            <Text size="xs" c="dimmed" data-testid="fee-rule">
              {compareDecimals(rule.rate, '0') > 0
                ? t('feeRule', { percent: ratePercent(rule.rate), minimum: rule.minimum, currency: values.currency })
                : t('feeRuleFlat', { minimum: rule.minimum, currency: values.currency })}
            </Text>
          )}
        </Stack>
        <FeeSummary quote={quoteFor(amount)} failed={quote.isError && isWellFormed(amount, values.currency)} />
        <PasswordInput
          label={t('tradePassword')}
          description={
            security.data?.tradePasswordSet && security.data.tradePasswordAttemptsLeft < security.data.maxAttempts
              ? t('attemptsLeft', { left: security.data.tradePasswordAttemptsLeft, max: security.data.maxAttempts })
              : t('tradePasswordHint')
          }
          required
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('tradePassword')}
        />
        {twoFactor.data?.enabled ? (
          <TextInput
            label={t('twoFactorCode')}
            description={t('twoFactorCodeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            {...form.getInputProps('twoFactorCode')}
          />
        ) : null}
        <Button type="submit" size="md" loading={withdraw.isPending} disabled={blocked}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
