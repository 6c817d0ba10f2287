import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { copyrightNotice, PRODUCT_NAME } from '../../src/shared/config/company.js';
import type { Database } from '../db/index.js';
import { addToOutbox, markDelivered, markFailed, type OutboxMessage } from './outbox.js';
import { ensureSubscriber } from './subscribers.js';
import type { EmailContent } from './templates.js';

export const DEFAULT_MAIL_FROM = `${PRODUCT_NAME} <no-reply@localhost>`;

export interface OutgoingEmail extends EmailContent {
  to: string;
  /** The recipient's first name for their subscriber record (kept if one is known). */
  firstName?: string | null;
}

/** What to do once the SMTP server took a handed-over message, or refused it. */
export interface DeliveryOutcome {
  onDelivered?: () => Promise<void>;
  onFailed?: (reason: string) => Promise<void>;
}

export interface Mailer {
  /** True when an SMTP server delivers the mail (SMTP_URL); else it is only kept in the outbox. */
  readonly delivers: boolean;
  /** Records the message in the outbox and, with SMTP, hands it over in the background. */
  send(email: OutgoingEmail): Promise<OutboxMessage>;
  /** The sender of every message. */
  readonly from: string;
  /**
   * Hands a message already in the outbox (status sending) to the SMTP server in the background;
   * `onDelivered` runs once the server took it. Without SMTP it does nothing.
   */
  handOver(message: OutboxMessage, outcome?: DeliveryOutcome): void;
  /** Waits for the deliveries under way. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl?: string | undefined;
  from?: string | undefined;
  /** Where kept messages can be read, for the log line (omitted in production). */
  mailboxPath?: string | undefined;
}

export function createMailer({ db, log, smtpUrl, from = DEFAULT_MAIL_FROM, mailboxPath }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const deliveries = new Set<Promise<void>>();

  async function deliver(message: OutboxMessage, outcome: DeliveryOutcome = {}): Promise<void> {
    try {
      await transport!.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        headers: message.headers,
      });
      await markDelivered(db, message.id);
      await outcome.onDelivered?.();
      log.info({ to: message.to, subject: message.subject, kind: message.kind }, 'Email sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ to: message.to, subject: message.subject, kind: message.kind, reason }, 'Email could not be sent');
      await markFailed(db, message.id, reason).catch(() => {});
      await outcome.onFailed?.(reason).catch(() => {});
    }
  }

  function track(delivery: Promise<void>): void {
    const tracked = delivery.finally(() => deliveries.delete(tracked));
    deliveries.add(tracked);
  }

  return {
    delivers: transport !== null,
    from,
    handOver(message, outcome) {
      if (transport) track(deliver(message, outcome));
    },
    async send(email) {
      const subscriber = await ensureSubscriber(db, { email: email.to, firstName: email.firstName ?? null });
      // Transactional mail (codes, resets, invitations, the preferences link) goes out whatever the
      // recipient's subscriptions, so it offers no unsubscribe: campaigns carry theirs (email/sending).
      const message = await addToOutbox(db, {
        kind: email.kind,
        to: subscriber.email,
        from,
        subject: email.subject,
        text: `${email.text.trimEnd()}\n\n--\n${PRODUCT_NAME}\n${copyrightNotice(new Date().getUTCFullYear())}\n`,
        headers: {},
        status: transport ? 'sending' : 'kept',
      });
      // Subject and recipient only: bodies carry codes and reset links.
      const fields = { to: message.to, subject: message.subject, kind: message.kind };
      if (!transport) {
        log.info(fields, mailboxPath ? `Email kept in the outbox (no SMTP_URL): read it at ${mailboxPath}` : 'Email kept in the outbox (no SMTP_URL)');
        return message;
      }
      track(deliver(message));
      return message;
    },
    async flush() {
      await Promise.allSettled([...deliveries]);
    },
    async close() {
      await Promise.allSettled([...deliveries]);
      transport?.close();
    },
  };
}
