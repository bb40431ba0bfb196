import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ToastKind } from '@/lib/toaster';
import { renderWithProviders } from '@/test/render';
import { clearToasts, expectToast } from '@/test/toasts';
import { NewsletterStateQuery, SetNewsletterSubscriptionMutation } from '../api/documents';
import { NewsletterToggle } from '..';
import { NEWSLETTER_MESSAGES as M } from '../lib/messages';

const stateMock = (subscribed: boolean | null): MockLink.MockedResponse => ({
  request: { query: NewsletterStateQuery },
  result: {
    data: {
      viewer: subscribed === null ? null : { __typename: 'User', id: 'u1', subscribed },
    },
  },
  maxUsageCount: 5,
});

function changeMock(
  subscribed: boolean,
  outcome: 'ok' | 'failed' | 'network' | 'unauthenticated',
): MockLink.MockedResponse {
  const request = { query: SetNewsletterSubscriptionMutation, variables: { subscribed } };
  if (outcome === 'network') return { request, error: new Error('Failed to fetch') };
  return {
    request,
    result: {
      data: {
        setNewsletterSubscription: {
          __typename: 'NewsletterPayload',
          user: outcome === 'ok' ? { __typename: 'User', id: 'u1', subscribed } : null,
          userErrors:
            outcome === 'ok'
              ? []
              : [
                  {
                    __typename: 'UserError',
                    field: null,
                    message: 'No',
                    code: outcome === 'failed' ? 'UPSTREAM' : 'UNAUTHENTICATED',
                  },
                ],
        },
      },
    },
  };
}

async function press(button: 'Subscribe' | 'Unsubscribe', mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<NewsletterToggle />, { mocks });
  // Wait for the state query to answer before pressing.
  const group = screen.getByRole('group', { name: 'Newsletter' });
  await waitFor(() => expect(group).not.toHaveAttribute('aria-busy'));
  fireEvent.click(screen.getByRole('button', { name: button }));
}

const toastShown = (kind: ToastKind, title: string) =>
  waitFor(() => expectToast(kind, title, { duration: 2000 }));

describe('NewsletterToggle', () => {
  beforeEach(() => clearToasts());

  it('asks a visitor to sign in to subscribe or to manage subscriptions', async () => {
    await press('Subscribe', [stateMock(null)]);
    await toastShown('error', 'Please sign in to subscribe.');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await toastShown('error', 'Please sign in to manage subscriptions.');
  });

  it('tells a subscriber they are already subscribed', async () => {
    await press('Subscribe', [stateMock(true)]);
    await toastShown('blank', M.alreadySubscribed);
    expect(M.alreadySubscribed).toBe('You’re already subscribed.');
  });

  it('tells a non-subscriber they are not subscribed', async () => {
    await press('Unsubscribe', [stateMock(false)]);
    await toastShown('blank', 'You’re not subscribed.');
  });

  it('subscribes', async () => {
    await press('Subscribe', [stateMock(false), changeMock(true, 'ok')]);
    await toastShown('success', 'You’re subscribed!');
  });

  it('reports a failed subscription', async () => {
    await press('Subscribe', [stateMock(false), changeMock(true, 'failed')]);
    await toastShown('error', 'Subscription failed.');
  });

  it('unsubscribes', async () => {
    await press('Unsubscribe', [stateMock(true), changeMock(false, 'ok')]);
    await toastShown('success', 'You have unsubscribed.');
  });

  it('reports a failed unsubscription', async () => {
    await press('Unsubscribe', [stateMock(true), changeMock(false, 'failed')]);
    await toastShown('error', 'Unsubscribe failed.');
  });

  it('asks to sign in when the session has expired', async () => {
    await press('Subscribe', [stateMock(false), changeMock(true, 'unauthenticated')]);
    await toastShown('error', 'Please sign in to subscribe.');
  });

  it("says 'Something went wrong. Please try again.' on a network failure", async () => {
    await press('Subscribe', [stateMock(false), changeMock(true, 'network')]);
    await toastShown('error', 'Something went wrong. Please try again.');
  });
});
