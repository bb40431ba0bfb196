/**
 * The in-memory live feeds (issue 14 live status, issue 23 caps, issue 24 approval notices):
 * without Redis the bff reads what a user may see (their orders, their company's approvals) every
 * {@link POLL_INTERVAL_MS} while any of their pages is subscribed — one reading per account,
 * however many sockets and subscriptions — and hands what changed to each subscription. A token
 * the api refuses (401) ends that session's subscriptions and is reported (`onSessionEnded`,
 * which closes its sockets); another live session of the account reads on.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { errorCode } from '../upstream/errors.js';
import type { OrderChangeEvent } from '@serena/server-kit';
import {
  diffOrders,
  POLL_INTERVAL_MS,
  snapshot,
  type FeedViewer,
  type LiveFeed,
  type LoadOrders,
  type OrderFeed,
} from './order-feed.js';

/** Options of {@link createPollingOrderFeed}. */
export interface PollingOptions {
  /** Time between readings of one account's orders (ms); default {@link POLL_INTERVAL_MS}. */
  intervalMs?: number;
  /** A reading failed (other than 401). */
  onError?: (err: unknown) => void;
  /** The api answered 401 for `token`: its session ended. */
  onSessionEnded?: (token: string) => void;
}

/** One subscription: its session token, its queue and the reader waiting on it. */
interface Listener<E> {
  token: string;
  push(event: E): void;
  end(): void;
}

/** The one reading loop of an account and its subscriptions. */
interface Account<E> {
  listeners: Set<Listener<E>>;
  stop: AbortController;
}

/** An async iterator fed by `push`, finished by `end` or by the consumer's `return()`. */
function queueIterator<E>(
  token: string,
  onReturn: (listener: Listener<E>) => void,
): { listener: Listener<E>; iterator: AsyncIterableIterator<E> } {
  const queue: E[] = [];
  let done = false;
  let wake: (() => void) | null = null;
  const listener: Listener<E> = {
    token,
    push(event) {
      queue.push(event);
      wake?.();
    },
    end() {
      done = true;
      wake?.();
    },
  };
  const iterator: AsyncIterableIterator<E> = {
    async next() {
      while (queue.length === 0 && !done) await new Promise<void>((r) => (wake = r));
      wake = null;
      const value = queue.shift();
      return value ? { value, done: false } : { value: undefined, done: true };
    },
    return() {
      listener.end();
      onReturn(listener);
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return { listener, iterator };
}

/** What a polling feed reads and compares: `R` read from the api, `S` remembered, `E` told. */
export interface PollingSource<R, S, E> {
  /** One reading as `viewer` (GET with one of their session tokens). */
  load(viewer: FeedViewer): Promise<R>;
  /** What to remember of a reading. */
  snapshot(reading: R): S;
  /** The events between the remembered `before` and the reading `now` for user `userId`. */
  changes(userId: number, before: S, now: R): E[];
}

/**
 * A polling feed over `source`. Reads at once when an account's first subscription starts (that
 * reading is only remembered), then every `intervalMs`, handing each change to every subscription.
 */
export function createPollingFeed<R, S, E>(
  source: PollingSource<R, S, E>,
  options: PollingOptions = {},
): LiveFeed<E> {
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  const accounts = new Map<number, Account<E>>();

  /** Ends the subscriptions of `token` (refused by the api) on `account`: sockets first. */
  const endToken = (account: Account<E>, token: string) => {
    options.onSessionEnded?.(token);
    for (const l of [...account.listeners]) {
      if (l.token !== token) continue;
      account.listeners.delete(l);
      l.end();
    }
  };

  /** One reading with a live token of the account; null when none works or it failed. */
  const read = async (userId: number, account: Account<E>): Promise<R | null> => {
    for (;;) {
      const listener = account.listeners.values().next().value;
      if (!listener) return null;
      const viewer: FeedViewer = { userId, token: listener.token };
      try {
        return await source.load(viewer);
      } catch (err) {
        if (errorCode(err) !== 'UNAUTHENTICATED') {
          options.onError?.(err);
          return null;
        }
        endToken(account, listener.token);
      }
    }
  };

  const poll = async (userId: number, account: Account<E>) => {
    try {
      await pollUntilStopped(userId, account);
    } finally {
      account.stop.abort();
      if (accounts.get(userId) === account) accounts.delete(userId);
    }
  };

  const pollUntilStopped = async (userId: number, account: Account<E>) => {
    const first = await read(userId, account);
    let known: S | null = first === null ? null : source.snapshot(first);
    while (!account.stop.signal.aborted && account.listeners.size > 0) {
      try {
        await sleep(intervalMs, undefined, { signal: account.stop.signal });
      } catch {
        return; // stopped
      }
      const reading = await read(userId, account);
      if (reading === null) continue;
      if (known !== null) {
        for (const event of source.changes(userId, known, reading)) {
          for (const l of account.listeners) l.push(event);
        }
      }
      known = source.snapshot(reading);
    }
  };

  const leave = (userId: number, listener: Listener<E>) => {
    const account = accounts.get(userId);
    if (!account) return;
    account.listeners.delete(listener);
    if (account.listeners.size === 0) {
      account.stop.abort();
      accounts.delete(userId);
    }
  };

  return {
    updates(viewer) {
      const { listener, iterator } = queueIterator<E>(viewer.token, (l) => leave(viewer.userId, l));
      let account = accounts.get(viewer.userId);
      if (!account) {
        account = { listeners: new Set(), stop: new AbortController() };
        accounts.set(viewer.userId, account);
        account.listeners.add(listener);
        void poll(viewer.userId, account);
      } else {
        account.listeners.add(listener);
      }
      return iterator;
    },
    close() {
      for (const account of accounts.values()) {
        account.stop.abort();
        for (const l of account.listeners) l.end();
      }
      accounts.clear();
      return Promise.resolve();
    },
  };
}

/**
 * The polling order feed over `load` (GET the customer's orders with one of their session
 * tokens): delivery status changes and cancellations ({@link diffOrders}).
 */
export function createPollingOrderFeed(load: LoadOrders, options: PollingOptions = {}): OrderFeed {
  return createPollingFeed<
    Awaited<ReturnType<LoadOrders>>,
    ReturnType<typeof snapshot>,
    OrderChangeEvent
  >({ load, snapshot, changes: diffOrders }, options);
}
