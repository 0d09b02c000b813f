// Bank cards in a DOM: binding checks every field (the number by its Luhn digit) before anything is sent; once the
// identity is verified the verified name is filled in and a card in another name is refused on its field; a bound card
// is listed masked; unbinding asks first, Cancel keeps the card. The server's own checks are its API tests.
import { type BankCardView, moneyApi, type RealInfoView, realNameApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTrade } from '../../testing/render-trade.tsx';

const VERIFIED: RealInfoView = {
  status: 'approved',
  submission: {
    id: 1,
    fullName: 'E2E Holder',
    idType: 'id_card',
    idNumberMasked: 'ID-****66',
    country: 'GB',
    firstName: 'E2E',
    lastName: 'Holder',
    frontImage: { path: 'kyc/front.png', name: 'front.png', mime: 'image/png', size: 1024 },
    backImage: null,
    submittedAt: '2026-03-01T10:00:00.000Z',
    reviewedAt: '2026-03-01T11:00:00.000Z',
    rejectReason: null,
  },
};

/** The server's list of cards, which binding adds to and unbinding takes from. */
function cardsApi(info: RealInfoView = { status: 'none', submission: null }) {
  let cards: BankCardView[] = [];
  return [
    handle(realNameApi.info, info),
    handle(moneyApi.bankCards, () => cards),
    handle(moneyApi.bindBankCard, ({ body }) => {
      const last4 = body.cardNumber.replace(/\s/g, '').slice(-4);
      cards = [
        ...cards,
        {
          id: cards.length + 1,
          bankName: body.bankName,
          accountName: body.accountName,
          brand: 'visa',
          last4,
          cardMasked: `**** **** **** ${last4}`,
          createdAt: '2026-03-02T15:30:00.000Z',
        },
      ];
      return cards.at(-1)!;
    }),
    handle(moneyApi.deleteBankCard, ({ params }) => {
      cards = cards.filter((c) => c.id !== params.id);
      return cards;
    }),
  ];
}

/** Pasted rather than typed key by key: the same input events, in a fraction of the time. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('bank cards', () => {
  it('checks every field, the number by its Luhn digit, binds the card and lists it masked', async () => {
    const { user, api } = await renderTrade('/bank-cards', { api: cardsApi() });
    expect(await screen.findByText('No bank card yet.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Bind a bank card' }));
    const bind = await screen.findByRole('button', { name: 'Bind card' });
    const bank = screen.getByLabelText(/^Bank name/);
    const holder = screen.getByLabelText(/^Bank account name/);
    const number = screen.getByLabelText(/^Bank card \(Visa\/MC\) number/);
    await user.click(bind);
    expect(fieldError(bank)).toBe('Please Enter Bank Name');
    expect(fieldError(holder)).toBe('Please Input Bank Account Name');
    expect(fieldError(number)).toBe('Please Input Bank Card (Visa/MC) Number');

    await fill(user, bank, 'E2E Savings Bank');
    await fill(user, holder, 'E2E Holder');
    await fill(user, number, '4111 1111 1111 1112');
    await user.click(bind);
    expect(fieldError(number)).toBe('This is not a valid Visa or Mastercard number');
    expect(api.callsTo(moneyApi.bindBankCard)).toEqual([]);

    await user.clear(number);
    await fill(user, number, '4111 1111 1111 1111');
    await user.click(bind);
    expect(await screen.findByText('Bank card bound')).toBeTruthy();
    const card = await screen.findByTestId('bank-card-1111');
    expect(card.textContent).toContain('**** **** **** 1111');
    expect(card.textContent).toContain('E2E Holder');
    expect(api.callsTo(moneyApi.bindBankCard).map((c) => c.body)).toEqual([
      { bankName: 'E2E Savings Bank', accountName: 'E2E Holder', cardNumber: '4111111111111111' },
    ]);
  });

  it('fills in the verified name and refuses a card in another name on its field', async () => {
    const { user, api } = await renderTrade('/bank-cards/bind', { api: cardsApi(VERIFIED) });
    const holder = await screen.findByLabelText<HTMLInputElement>(/^Bank account name/);
    await waitFor(() => expect(holder.value).toBe('E2E Holder'));
    expect(screen.getByText('Must be the name verified on your identity: E2E Holder')).toBeTruthy();
    await fill(user, screen.getByLabelText(/^Bank name/), 'E2E Savings Bank');
    await fill(user, screen.getByLabelText(/^Bank card \(Visa\/MC\) number/), '4111 1111 1111 1111');
    await user.clear(holder);
    await fill(user, holder, 'Somebody Else');
    await user.click(screen.getByRole('button', { name: 'Bind card' }));
    expect(fieldError(holder)).toBe(
      'The card must be in your own name: the account name must be the name verified on your identity',
    );
    expect(api.callsTo(moneyApi.bindBankCard)).toEqual([]);

    // The same name written another way is the same person.
    await user.clear(holder);
    await fill(user, holder, 'holder, e2e');
    await user.click(screen.getByRole('button', { name: 'Bind card' }));
    expect((await screen.findByTestId('bank-card-1111')).textContent).toContain('holder, e2e');
  });

  it('asks before unbinding: Cancel keeps the card, Ok removes it', async () => {
    const api = cardsApi();
    const { user } = await renderTrade('/bank-cards/bind', { api });
    await fill(user, await screen.findByLabelText(/^Bank name/), 'E2E Savings Bank');
    await fill(user, screen.getByLabelText(/^Bank account name/), 'E2E Holder');
    await fill(user, screen.getByLabelText(/^Bank card \(Visa\/MC\) number/), '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Bind card' }));
    const unbind = await screen.findByRole('button', { name: 'Unbind **** **** **** 1111' });

    await user.click(unbind);
    const ask = await screen.findByRole('dialog', { name: 'Unbind this card?' });
    expect(ask.textContent).toContain('E2E Savings Bank **** **** **** 1111');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('bank-card-1111')).toBeTruthy();

    await user.click(unbind);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unbind this card?' })).getByRole('button', { name: 'Ok' }),
    );
    expect(await screen.findByText('Bank card removed')).toBeTruthy();
    expect(await screen.findByText('No bank card yet.')).toBeTruthy();
    expect(screen.queryByTestId('bank-card-1111')).toBeNull();
  });
});
