// The signed-in user's own pages in a DOM (moved from e2e/portal/account-pages.spec.ts): the payout destination form,
// the feedback form and list, and the password change. What the server accepts (addresses per currency, the password,
// sessions ending) is apps/server/src/features/account/account.test.ts's and feedback/feedback.test.ts's.
import { accountApi, type FeedbackView, feedbackApi, systemApi, type WalletView } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { APPLICANT, renderPortal } from '../../testing/render-portal.tsx';

const PASSWORD = 'journey-pass-1';
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const CURRENCIES = [
  { dictLabel: 'USDT (TRC20)', dictValue: 'USDT-TRC20' },
  { dictLabel: 'USDT (ERC20)', dictValue: 'USDT-ERC20' },
];
const wrongPassword = refuse(400, 'The current password is incorrect', [
  { field: 'password', message: 'The current password is incorrect' },
]);

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the payout destination', () => {
  it('is optional: a bank account first, or a crypto address checked for its currency; the password confirms', async () => {
    const saved: WalletView[] = [];
    const { user, api } = await renderPortal('/account', {
      signedIn: APPLICANT,
      api: [
        handle(systemApi.dictData, CURRENCIES),
        handle(accountApi.wallet, () => saved.at(-1) ?? null),
        handle(accountApi.updateWallet, ({ body }) => {
          if (body.password !== PASSWORD) return wrongPassword;
          const wallet: WalletView = {
            kind: body.kind ?? 'crypto',
            currencyType: body.kind === 'bank' ? null : (body.currencyType ?? null),
            address: body.address,
            bankName: body.bankName ?? null,
            accountName: body.accountName ?? null,
            updatedAt: '2026-03-02T09:00:00.000Z',
          };
          saved.push(wallet);
          return wallet;
        }),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Account and payout destination' });
    within(screen.getByRole('main')).getByText('We will never ask you to send money or cryptocurrency', {
      exact: false,
    });
    await screen.findByText('None set. You need one only if an agreement says', { exact: false });

    const save = () => user.click(screen.getByRole('button', { name: 'Save payout destination' }));
    await save();
    expect(fieldError(screen.getByRole('textbox', { name: /^Bank name/ }))).toBe('Please Enter Bank Name');
    expect(fieldError(screen.getByRole('textbox', { name: /^Account number or IBAN/ }))).toBe(
      'Please enter the account number or IBAN',
    );
    await user.click(screen.getByText('Crypto address'));
    await save();
    expect(fieldError(screen.getByRole('textbox', { name: /^Currency type/ }))).toBe('Please select a currency type');
    expect(fieldError(screen.getByRole('textbox', { name: /^Wallet address/ }))).toBe(
      'Please enter your wallet address',
    );
    expect(fieldError(screen.getByLabelText(/^Current password/))).toBe('Please Enter Password');

    await choose(user, 'Currency type', 'USDT (TRC20)');
    await fill(user, screen.getByRole('textbox', { name: /^Wallet address/ }), ADDRESS);
    await fill(user, screen.getByLabelText(/^Current password/), PASSWORD);
    await save();
    expect(fieldError(screen.getByRole('textbox', { name: /^Wallet address/ }))).toBe(
      'This is not a valid USDT-TRC20 address',
    );
    expect(api.callsTo(accountApi.updateWallet)).toHaveLength(0);

    // The same address is valid for an ERC20 token; a wrong password changes nothing.
    await choose(user, 'Currency type', 'USDT (ERC20)');
    await fill(user, screen.getByLabelText(/^Current password/), 'not-my-password');
    await save();
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText(/^Current password/))).toBe('The current password is incorrect'),
    );
    screen.getByText('None set.', { exact: false });

    await fill(user, screen.getByLabelText(/^Current password/), PASSWORD);
    await save();
    await waitFor(() => expect(screen.getByTestId('current-wallet').textContent).toContain('USDT-ERC20'));
    expect(screen.getByTestId('current-wallet').textContent).toContain(ADDRESS);

    await user.click(screen.getByText('Bank account'));
    await fill(user, screen.getByRole('textbox', { name: /^Bank name/ }), 'Barclays');
    await fill(user, screen.getByRole('textbox', { name: /^Account holder/ }), 'Casey Applicant');
    await fill(user, screen.getByRole('textbox', { name: /^Account number or IBAN/ }), 'GB29 NWBK 6016 1331 9268 19');
    await fill(user, screen.getByLabelText(/^Current password/), PASSWORD);
    await save();
    await waitFor(() => expect(screen.getByTestId('current-wallet').textContent).toContain('Bank account: Barclays'));
    expect(screen.getByTestId('current-wallet').textContent).toContain('GB29 NWBK 6016 1331 9268 19');
  }, 60_000);
});

describe('feedback', () => {
  it('checks category and content, sends the feedback, and shows it waiting, then answered', async () => {
    const mine: FeedbackView[] = [];
    const { user, api, queryClient } = await renderPortal('/feedback', {
      signedIn: APPLICANT,
      api: [
        handle(feedbackApi.findMine, () => ({ rows: [...mine], total: mine.length })),
        handle(feedbackApi.create, ({ body }) => {
          const item: FeedbackView = {
            id: 1,
            category: body.category,
            content: body.content,
            contact: body.contact ?? null,
            image: null,
            status: 'open',
            answer: null,
            answeredAt: null,
            createdAt: '2026-03-02T09:00:00.000Z',
          };
          mine.push(item);
          return item;
        }),
      ],
    });
    await screen.findByText('You have not sent any feedback yet.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(fieldError(screen.getByRole('textbox', { name: /^Category/ }))).toBe('Please choose a category');
    expect(fieldError(screen.getByRole('textbox', { name: /^Your feedback/ }))).toBe(
      'Please enter your feedback (at least 5 characters)',
    );

    const content = "The case page should show the mediator's phone number.";
    await choose(user, 'Category', 'Suggestion');
    await fill(user, screen.getByRole('textbox', { name: /^Your feedback/ }), content);
    await fill(user, screen.getByRole('textbox', { name: /Other contact/ }), '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you. Your feedback has been received');
    expect(api.callsTo(feedbackApi.create).map((call) => call.body)).toEqual([
      { category: 'suggestion', content, contact: '+44 20 7946 0000' },
    ]);
    const item = await waitFor(() => screen.getAllByRole('article').find((a) => a.textContent?.includes(content))!);
    expect(item.textContent).toContain('Waiting for an answer');

    mine[0] = { ...mine[0]!, status: 'answered', answer: 'Thank you: the contact is now on the case page.' };
    await queryClient.invalidateQueries();
    await waitFor(() => {
      const answered = screen.getAllByRole('article').find((a) => a.textContent?.includes(content))!;
      expect(answered.textContent).toContain('Answered');
      expect(answered.textContent).toContain('the contact is now on the case page');
    });
  }, 60_000);
});
