/** Newsletter toasts of spec §8, word for word (note the typographic apostrophe ’). */
export const NEWSLETTER_MESSAGES = {
  signInToSubscribe: 'Please sign in to subscribe.',
  alreadySubscribed: 'You’re already subscribed.',
  subscribed: 'You’re subscribed!',
  subscribeFailed: 'Subscription failed.',
  signInToManage: 'Please sign in to manage subscriptions.',
  notSubscribed: 'You’re not subscribed.',
  unsubscribed: 'You have unsubscribed.',
  unsubscribeFailed: 'Unsubscribe failed.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** How long newsletter toasts stay, in milliseconds (spec §9). */
export const NEWSLETTER_TOAST_MS = 2000;
