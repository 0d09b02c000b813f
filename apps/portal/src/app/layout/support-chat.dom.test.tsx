// The portal's support chat in a DOM (moved from e2e/portal/support-chat.spec.ts): a visitor is asked to log in from
// it; and the read receipt on the customer's message stays once the operator's read is pushed, even when an older
// answer about the conversation arrives after it (the race that made the browser journey's receipt flaky). The
// journey (e2e/portal/support-chat.spec.ts) keeps one live conversation with the console.
import { type SupportConversation, type SupportMessage, supportApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import { landingLists } from '../../testing/fixtures.ts';
import { APPLICANT, renderPortal } from '../../testing/render-portal.tsx';

const MINE: SupportMessage = {
  id: 50,
  conversationId: 9,
  sender: 'user',
  senderName: null,
  text: 'My mediation case has not moved for a week.',
  attachment: null,
  createdAt: '2026-03-02T09:00:00.000Z',
};
const CONVERSATION: SupportConversation = {
  id: 9,
  source: 'portal',
  state: 'open',
  unread: 0,
  operatorReadUpTo: 0,
  createdAt: '2026-03-02T09:00:00.000Z',
};

describe('the support chat', () => {
  it('asks a visitor to log in, and takes them there with the way back', async () => {
    const { user, router } = await renderPortal('/home', { api: landingLists() });
    await user.click((await screen.findAllByRole('button', { name: 'Customer service' }))[0]!);
    const panel = await screen.findByRole('dialog', { name: 'Online customer service' });
    within(panel).getByText('Please log in to chat with online customer service.');
    await user.click(within(panel).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fhome');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Online customer service' })).toBeNull());
  });

  it("keeps the operator's read receipt when an answer begun before it arrives after it", async () => {
    // The first message starts the conversation: the chat then asks for it, and that answer is held until the test
    // lets it go, with the state from before the operator read the message.
    let answered = false;
    let answerStale: () => void = () => undefined;
    const { user, socket } = await renderPortal('/home', {
      signedIn: APPLICANT,
      api: [
        ...landingLists(),
        handle(supportApi.sendMessage, MINE),
        handle(supportApi.conversation, () => {
          if (!answered) {
            answered = true;
            return null;
          }
          return new Promise<SupportConversation>((resolve) => {
            answerStale = () => resolve(CONVERSATION);
          });
        }),
      ],
    });
    await user.click((await screen.findAllByRole('button', { name: 'Customer service' }))[0]!);
    const panel = await screen.findByRole('dialog', { name: 'Online customer service' });
    await within(panel).findByText('Send us a message and an operator will answer here.');
    const box = within(panel).getByRole('textbox', { name: 'Message' });
    await fill(user, box, MINE.text);
    await user.keyboard('{Enter}');
    const history = within(panel).getByRole('log', { name: 'Conversation history' });
    await within(history).findByText(MINE.text);

    socket.push({ type: 'support.conversation', data: { ...CONVERSATION, operatorReadUpTo: MINE.id } });
    await within(history).findByText('· Read', { exact: false });
    // The older answer arrives, and the chat has taken it (a few turns of the event loop, no waiting on a clock).
    await act(async () => {
      answerStale();
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(within(history).queryByText('· Read', { exact: false })).not.toBeNull();
  });
});
