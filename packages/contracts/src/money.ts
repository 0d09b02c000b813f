// The money domain's constants (issue 5): currencies and networks, accounts, entry types, states, limits, the fee
// schedule, and the few string helpers the apps need to validate and show exact decimals (never JS numbers).

/** Fiat currencies (bank transfers, bank-card withdrawals) and digital currencies (on-chain deposits and withdrawals). */
export const FIAT_CURRENCIES = ['USD', 'EUR'] as const;
export const CRYPTO_CURRENCIES = ['USDT', 'USDC', 'BTC', 'ETH'] as const;
export const CURRENCIES = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];
export type Currency = (typeof CURRENCIES)[number];

/** Decimal places each currency is kept in: amounts with more are refused, never rounded. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { USD: 2, EUR: 2, USDT: 6, USDC: 6, BTC: 8, ETH: 8 };

export const CURRENCY_LABELS: Record<Currency, string> = {
  USD: 'US Dollar',
  EUR: 'Euro',
  USDT: 'Tether USD',
  USDC: 'USD Coin',
  BTC: 'Bitcoin',
  ETH: 'Ether',
};

export const NETWORKS = ['TRC20', 'ERC20', 'BTC'] as const;
export type Network = (typeof NETWORKS)[number];

export const NETWORK_LABELS: Record<Network, string> = {
  TRC20: 'TRON (TRC20)',
  ERC20: 'Ethereum (ERC20)',
  BTC: 'Bitcoin',
};

/** Which networks carry which digital currency (the dictionary `currency_type` lists the same pairs). */
export const CURRENCY_NETWORKS: Record<CryptoCurrency, readonly Network[]> = {
  USDT: ['TRC20', 'ERC20'],
  USDC: ['ERC20'],
  BTC: ['BTC'],
  ETH: ['ERC20'],
};

/** Address formats per network: TRON base58 (T + 33), Ethereum hex (0x + 40), Bitcoin bech32 or legacy base58. */
export const ADDRESS_PATTERNS: Record<Network, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BTC: /^(bc1[02-9ac-hj-np-z]{39,59}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
};

export const isFiat = (c: string): c is FiatCurrency => (FIAT_CURRENCIES as readonly string[]).includes(c);
export const isCrypto = (c: string): c is CryptoCurrency => (CRYPTO_CURRENCIES as readonly string[]).includes(c);
export const networkCarries = (currency: string, network: string) =>
  isCrypto(currency) && (CURRENCY_NETWORKS[currency] as readonly string[]).includes(network);
export const isAddressFor = (network: Network, address: string) => ADDRESS_PATTERNS[network].test(address.trim());

/**
 * A user has one funding and one trading account per currency. Deposits and withdrawals use funding. `energy` is the
 * prepaid energy balance of cloud mining (USDT only): topped up from funding, it pays each period's electricity.
 */
export const USER_ACCOUNT_KINDS = ['funding', 'trading', 'energy'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
/** The accounts the transfer moves between (energy is topped up through mining, never transferred). */
export const TRANSFER_ACCOUNT_KINDS = ['funding', 'trading'] as const;
export type TransferAccountKind = (typeof TRANSFER_ACCOUNT_KINDS)[number];
/** The currencies each user account kind is kept in (energy: the mining payment currency). */
export const accountKindHolds = (kind: UserAccountKind, currency: string) => kind !== 'energy' || currency === 'USDT';
/** The house's side of every movement: money entering or leaving through a rail, and fees earned. */
/** `trading_counterparty` is the broker's side of every position: it pays users' profits and receives their losses. */
/** `ipo_escrow` holds what allotted subscribers paid at the deadline until their shares list. */
/** `mining_rewards` pays the coin cloud-mining contracts mine; `loan_book` lends loans' principal and takes it back. */
/** `follow_counterparty` pays followers' gains and receives their losses at settlement; `institution_capital` funds the institutions' house trading accounts. */
export const HOUSE_ACCOUNT_KINDS = [
  'bank_clearing',
  'chain_clearing',
  'fee_income',
  'trading_counterparty',
  'ipo_escrow',
  'follow_counterparty',
  'institution_capital',
  'mining_rewards',
  'loan_book',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];
export const ACCOUNT_KINDS = [...USER_ACCOUNT_KINDS, ...HOUSE_ACCOUNT_KINDS] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Journal entry types. A reversal undoes one earlier entry with the opposite postings. */
/** `ipo_payment`: allotted shares paid at the deadline (with the fee and interest); `ipo_delivery`: paid back at the listing, where the shares' position takes it as margin. */
export const ENTRY_TYPES = [
  'deposit',
  'transfer',
  'withdrawal',
  'reversal',
  'trade_fee',
  'trade_pnl',
  'ipo_payment',
  'ipo_delivery',
  'follow_pnl',
  'follow_fee',
  'institution_funding',
  'robot_fee',
  'mining_purchase',
  'mining_electricity',
  'mining_payout',
  'loan_disbursement',
  'loan_repayment',
  'loan_fee',
  'loan_overdue_fee',
  'energy_top_up',
  'energy_refund',
] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
/** What caused an entry: the record its `causeId` points at. */
export const CAUSE_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'entry',
  'order',
  'position',
  'ipo_subscription',
  'follow_order',
  'follow_institution',
  'robot',
  'mining_contract',
  'loan',
  'energy_top_up',
  'energy_refund',
] as const;
export type CauseType = (typeof CAUSE_TYPES)[number];
export const ACTOR_KINDS = ['user', 'operator', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const DEPOSIT_METHODS = ['bank', 'chain'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export const WITHDRAWAL_METHODS = ['bank', 'chain'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/**
 * Deposit and withdrawal states (spec section 4): pending review (a chain deposit: waiting for confirmations),
 * audit failure with a reason, completed (credited / paid out).
 */
export const DEPOSIT_STATES = ['pending', 'failed', 'completed'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const WITHDRAWAL_STATES = ['pending', 'failed', 'completed'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
/** Who decided a reviewed deposit: the sandbox verifier or an operator. */
export const REVIEWERS = ['verifier', 'operator'] as const;

/** Decimal strings in limits: compare with `compareDecimals`, never with numbers. */
export const MONEY_LIMITS = {
  minDeposit: '1',
  minWithdrawal: '1',
  /** Largest amount of one request, in any currency. */
  maxAmount: '1000000000',
  /** A chain deposit is credited at this many confirmations. */
  requiredConfirmations: 3,
  /** The bank certificate check finishes within this many minutes. */
  bankReviewMinutes: 5,
  maxBankCards: 5,
  tradePasswordMaxAttempts: 5,
  tradePasswordLockMinutes: 15,
  statementMaxDays: 366,
  /** A first response is replayed for the same key at least this long. */
  idempotencyKeyHours: 24,
} as const;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** The transaction password is 6 digits (kept apart from the log-in password). */
export const TRADE_PASSWORD_PATTERN = /^\d{6}$/;

/**
 * A transaction password anyone would guess first: one digit repeated (111111) or a run of consecutive digits up or
 * down (123456, 345678, 654321; a run does not wrap past 9 or 0, so 890123 is not one).
 */
export function isTrivialTradePassword(password: string): boolean {
  if (!TRADE_PASSWORD_PATTERN.test(password)) return false;
  const digits = [...password].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/**
 * The words of a person's name compared as a bank compares an account holder: case, accents, punctuation, spacing and
 * the order of the words do not matter ("LOVELACE, Ada" is "Ada Lovelace"; "张三" is "张 三").
 */
export function sameHolderName(a: string, b: string): boolean {
  const words = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const x = words(a);
  const y = words(b);
  if (x.length === 0 || y.length === 0) return false;
  return [...x].sort().join(' ') === [...y].sort().join(' ') || x.join('') === y.join('');
}

/**
 * The disclosed withdrawal fee schedule. fee = max(minimum, amount × rate rounded UP to the currency's decimals);
 * the amount frozen is amount + fee; the user receives `amount`. The server computes it exactly (GET fee quote).
 */
export interface FeeRule {
  method: WithdrawalMethod;
  currency: Currency;
  network: Network | null;
  rate: string;
  minimum: string;
}
export const WITHDRAWAL_FEES: readonly FeeRule[] = [
  { method: 'bank', currency: 'USD', network: null, rate: '0.001', minimum: '1' },
  { method: 'bank', currency: 'EUR', network: null, rate: '0.001', minimum: '1' },
  { method: 'chain', currency: 'USDT', network: 'TRC20', rate: '0', minimum: '1' },
  { method: 'chain', currency: 'USDT', network: 'ERC20', rate: '0', minimum: '5' },
  { method: 'chain', currency: 'USDC', network: 'ERC20', rate: '0', minimum: '5' },
  { method: 'chain', currency: 'BTC', network: 'BTC', rate: '0', minimum: '0.0002' },
  { method: 'chain', currency: 'ETH', network: 'ERC20', rate: '0', minimum: '0.003' },
];
export const feeRuleFor = (method: WithdrawalMethod, currency: string, network: string | null) =>
  WITHDRAWAL_FEES.find((r) => r.method === method && r.currency === currency && r.network === (network ?? null));

/** The platform's bank account users transfer to (sandbox details: no real bank is reachable). */
export const PLATFORM_BANK = {
  bankName: 'Sandbox Bank (simulated)',
  accountName: 'Platform Client Money Account',
  accountNumber: 'SANDBOX-0000-1234-5678',
  swift: 'SANDXXUS',
  /** The user writes this reference with their user ID on the transfer so the receipt can be matched. */
  referencePrefix: 'DEP-',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Exact decimal strings. The server computes with big.js; the apps only validate, compare and format these strings.

/** Unsigned decimal without exponent or leading zeros: `0`, `12`, `0.5`, `1000.25`. */
export const DECIMAL_PATTERN = /^(0|[1-9]\d*)(\.\d+)?$/;

export function decimalPlaces(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** -1, 0 or 1 for two decimal strings (optionally signed), compared exactly. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const negA = a.startsWith('-');
  const negB = b.startsWith('-');
  const [ia = '0', fa = ''] = a.replace(/^[-+]/, '').split('.');
  const [ib = '0', fb = ''] = b.replace(/^[-+]/, '').split('.');
  const intA = ia.replace(/^0+(?=\d)/, '');
  const intB = ib.replace(/^0+(?=\d)/, '');
  const width = Math.max(fa.length, fb.length);
  const magA = `${intA.padStart(Math.max(intA.length, intB.length), '0')}.${fa.padEnd(width, '0')}`;
  const magB = `${intB.padStart(Math.max(intA.length, intB.length), '0')}.${fb.padEnd(width, '0')}`;
  const zeroA = /^[0.]*$/.test(magA);
  const zeroB = /^[0.]*$/.test(magB);
  const signA = zeroA ? 0 : negA ? -1 : 1;
  const signB = zeroB ? 0 : negB ? -1 : 1;
  if (signA !== signB) return signA < signB ? -1 : 1;
  if (signA === 0) return 0;
  const mag = magA === magB ? 0 : magA < magB ? -1 : 1;
  return (signA < 0 ? -mag : mag) as -1 | 0 | 1;
}

/**
 * Shows a decimal string with thousands separators, padded to the currency's decimals (never rounded: extra
 * places are kept). `formatAmount('-1234.5', 'USD')` → `-1,234.50`.
 */
export function formatAmount(value: string, currency?: Currency, options: { group?: boolean } = {}): string {
  const negative = value.startsWith('-');
  const [int = '0', frac = ''] = value.replace(/^[-+]/, '').split('.');
  const places = currency ? CURRENCY_DECIMALS[currency] : frac.length;
  const fraction = frac.length >= places ? frac : frac.padEnd(places, '0');
  const grouped = options.group === false ? int : int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(int) && /^0*$/.test(fraction);
  return `${negative && !isZero ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The card number shown after binding: only the last four digits. */
export const maskCardNumber = (last4: string) => `**** **** **** ${last4}`;

/** Luhn checksum over digits (spaces and dashes ignored). */
export function luhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CARD_BRANDS = ['visa', 'mastercard'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
/** Visa (4…, 13/16/19 digits) or Mastercard (51–55 or 2221–2720, 16 digits); null for anything else. */
export function cardBrandOf(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (/^4(\d{12}|\d{15}|\d{18})$/.test(digits)) return 'visa';
  if (/^\d{16}$/.test(digits)) {
    const two = Number(digits.slice(0, 2));
    const four = Number(digits.slice(0, 4));
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  }
  return null;
}
