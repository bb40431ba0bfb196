import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { notify } from '@/lib/toaster';
import type { ToastKind } from '@/lib/toaster';
import { NewsletterStateQuery, SetNewsletterSubscriptionMutation } from '../api/documents';
import { NEWSLETTER_MESSAGES as M, NEWSLETTER_TOAST_MS } from '../lib/messages';

function toast(kind: ToastKind, title: string) {
  notify(kind, title, { duration: NEWSLETTER_TOAST_MS });
}

function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  );
}

/**
 * The footer's newsletter block (spec §2 footer, §4 newsletter, §8 toasts): Subscribe and
 * Unsubscribe, each answered by a 2-second toast — a visitor is asked to sign in, a customer already
 * in the wanted state is told so, otherwise the subscribe flag is changed on the server.
 */
export function NewsletterToggle() {
  const { data, loading: loadingState } = useQuery(NewsletterStateQuery);
  const [setSubscription, { loading }] = useMutation(SetNewsletterSubscriptionMutation);
  const viewer = data?.viewer ?? null;

  const change = async (subscribed: boolean) => {
    const signIn = subscribed ? M.signInToSubscribe : M.signInToManage;
    if (!viewer) return toast('error', signIn);
    if (viewer.subscribed === subscribed) {
      return toast('blank', subscribed ? M.alreadySubscribed : M.notSubscribed);
    }
    try {
      const { data: result } = await setSubscription({ variables: { subscribed } });
      const payload = result?.setNewsletterSubscription;
      if (payload?.user && payload.user.subscribed === subscribed) {
        return toast('success', subscribed ? M.subscribed : M.unsubscribed);
      }
      if (payload?.userErrors.some((e) => e.code === 'UNAUTHENTICATED')) {
        return toast('error', signIn);
      }
      toast('error', subscribed ? M.subscribeFailed : M.unsubscribeFailed);
    } catch (error) {
      toast('error', isUnauthenticated(error) ? signIn : M.unexpected);
    }
  };

  return (
    <Stack
      gap="4"
      role="group"
      aria-labelledby="newsletter-heading"
      aria-busy={loadingState || undefined}
    >
      <Text as="h2" id="newsletter-heading" textStyle="eyebrow" color="stone.300">
        Newsletter
      </Text>
      <Text fontSize="sm" color="stone.300">
        {viewer?.subscribed
          ? 'You receive our trade newsletter.'
          : 'Get trade offers and new collections by e-mail.'}
      </Text>
      <HStack gap="3" flexWrap="wrap">
        <Button size="sm" colorPalette="brand" disabled={loading} onClick={() => void change(true)}>
          Subscribe
        </Button>
        <Button
          size="sm"
          variant="outline"
          color="linen.100"
          borderColor="whiteAlpha.400"
          _hover={{ bg: 'whiteAlpha.200' }}
          disabled={loading}
          onClick={() => void change(false)}
        >
          Unsubscribe
        </Button>
      </HStack>
    </Stack>
  );
}
