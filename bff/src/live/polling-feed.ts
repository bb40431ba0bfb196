/**
 * The in-memory order feed (issue 14 live status, issue 23 caps): without Redis the bff reads a
 * customer's orders every {@link POLL_INTERVAL_MS} while any of their pages is subscribed — one
 * reading per account, however many sockets and subscriptions — and hands what moved to each
 * subscription. A token the api refuses (401) ends that session's subscriptions and is reported
 * (`onSessionEnded`, which closes its sockets); another live session of the account reads on.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { errorCode } from '../upstream/errors.js';
import type { OrderChangeEvent } from '@serena/server-kit';
import type { OrderDto } from '../upstream/types.js';
import {
  diffOrders,
  POLL_INTERVAL_MS,
  snapshot,
  type FeedViewer,
  type LoadOrders,
  type OrderFeed,
  type Seen,
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
interface Listener {
  token: string;
  push(event: OrderChangeEvent): void;
  end(): void;
}

/** The one reading loop of an account and its subscriptions. */
interface Account {
  listeners: Set<Listener>;
  stop: AbortController;
}

/** An async iterator fed by `push`, finished by `end` or by the consumer's `return()`. */
function queueIterator(
  token: string,
  onReturn: (listener: Listener) => void,
): { listener: Listener; iterator: AsyncIterableIterator<OrderChangeEvent> } {
  const queue: OrderChangeEvent[] = [];
  let done = false;
  let wake: (() => void) | null = null;
  const listener: Listener = {
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
  const iterator: AsyncIterableIterator<OrderChangeEvent> = {
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

/**
 * The polling feed over `load` (GET the customer's orders with one of their session tokens).
 * Reads at once when an account's first subscription starts, then every `intervalMs`.
 */
export function createPollingOrderFeed(load: LoadOrders, options: PollingOptions = {}): OrderFeed {
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  const accounts = new Map<number, Account>();

  /** Ends the subscriptions of `token` (refused by the api) on `account`: sockets first. */
  const endToken = (account: Account, token: string) => {
    options.onSessionEnded?.(token);
    for (const l of [...account.listeners]) {
      if (l.token !== token) continue;
      account.listeners.delete(l);
      l.end();
    }
  };

  /** One reading with a live token of the account; null when none works or it failed. */
  const read = async (userId: number, account: Account): Promise<OrderDto[] | null> => {
    for (;;) {
      const listener = account.listeners.values().next().value;
      if (!listener) return null;
      const viewer: FeedViewer = { userId, token: listener.token };
      try {
        return await load(viewer);
      } catch (err) {
        if (errorCode(err) !== 'UNAUTHENTICATED') {
          options.onError?.(err);
          return null;
        }
        endToken(account, listener.token);
      }
    }
  };

  const poll = async (userId: number, account: Account) => {
    try {
      await pollUntilStopped(userId, account);
    } finally {
      account.stop.abort();
      if (accounts.get(userId) === account) accounts.delete(userId);
    }
  };

  const pollUntilStopped = async (userId: number, account: Account) => {
    const first = await read(userId, account);
    let known: Map<number, Seen> | null = first ? snapshot(first) : null;
    while (!account.stop.signal.aborted && account.listeners.size > 0) {
      try {
        await sleep(intervalMs, undefined, { signal: account.stop.signal });
      } catch {
        return; // stopped
      }
      const orders = await read(userId, account);
      if (!orders) continue;
      if (known) {
        for (const event of diffOrders(userId, known, orders)) {
          for (const l of account.listeners) l.push(event);
        }
      }
      known = snapshot(orders);
    }
  };

  const leave = (userId: number, listener: Listener) => {
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
      const { listener, iterator } = queueIterator(viewer.token, (l) => leave(viewer.userId, l));
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
