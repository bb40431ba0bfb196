import { graphql } from '@/__generated__';

/** The viewer's newsletter state; `viewer` is null for visitors (spec §4 newsletter). */
export const NewsletterStateQuery = graphql(`
  query NewsletterState {
    viewer {
      id
      subscribed
    }
  }
`);

/** Subscribes or unsubscribes the viewer (spec §4 newsletter, §7 update with subscribe). */
export const SetNewsletterSubscriptionMutation = graphql(`
  mutation SetNewsletterSubscription($subscribed: Boolean!) {
    setNewsletterSubscription(subscribed: $subscribed) {
      user {
        id
        subscribed
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);
