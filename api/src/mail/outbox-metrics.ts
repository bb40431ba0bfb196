/** Prometheus counters of the mail outbox (issue 27): sent, retried and failed deliveries. */
import { Counter, type Registry } from 'prom-client';

/** The outbox's counters; `failed` counts mails given up after their last retry. */
export interface MailCounters {
  sent: Counter;
  retried: Counter;
  failed: Counter;
}

/** Registers `mail_sent_total`, `mail_retried_total` and `mail_failed_total` on `registry`. */
export function mailCounters(registry: Registry): MailCounters {
  const counter = (name: string, help: string) =>
    new Counter({ name, help, registers: [registry] });
  return {
    sent: counter('mail_sent_total', 'Mails the mail server (or the .eml outbox) accepted'),
    retried: counter('mail_retried_total', 'Failed mail deliveries that will be retried'),
    failed: counter('mail_failed_total', 'Mails given up after their last retry'),
  };
}
