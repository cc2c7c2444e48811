/**
 * Where a rendered notification email goes (decision 041): to the SMTP server of `SMTP_URL`, or, without one, into
 * `kept_emails`, which the development mailbox shows. Changes when how a message is handed over does.
 */
import type { TNotificationKind } from '@engagex/contracts';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Executor } from '../db/transaction.js';
import type { RenderedEmail } from './render.js';

/** One message as the outbox row and its notification make it. */
export type OutgoingEmail = RenderedEmail & {
  /** The outbox row's id. */
  emailId: string;
  kind: TNotificationKind;
  /** The row's Message-ID, the same on every attempt, so a resent message folds into the first. */
  messageId: string;
  to: { name: string; address: string };
};

export type MailTransport = {
  /** What the outbox row becomes once `send` has succeeded. */
  readonly delivered: 'sent' | 'kept';
  /**
   * True when `send` writes in the executor it is given: the delivery then records the row in the same
   * transaction, so a kept email is kept exactly once. An SMTP server is outside any transaction.
   */
  readonly transactional: boolean;
  /** Hands the message over; throws when it was not accepted (an SMTP 4xx or 5xx, a refused connection). */
  send(email: OutgoingEmail, executor: Executor): Promise<void>;
  close(): void;
};

/** The transport `config.mail` asks for; `connections` bounds the SMTP connections this process opens. */
export function createMailTransport(mail: Config['mail'], connections = 4): MailTransport {
  return mail.smtpUrl
    ? smtpTransport(mail.smtpUrl, mail.from, mail.leaseMs, connections)
    : keepTransport(mail.from);
}

/**
 * Every wait is a fraction of the lease, so a send to a server that stops answering ends, and is recorded as
 * failed, before another process may claim the same row; a send that outlives its lease anyway is fenced
 * (delivery.ts) and at worst sent twice with one Message-ID.
 */
export function smtpTimeouts(leaseMs: number) {
  return {
    connectionTimeout: Math.min(10_000, Math.floor(leaseMs / 4)),
    greetingTimeout: Math.min(10_000, Math.floor(leaseMs / 4)),
    socketTimeout: Math.min(30_000, Math.floor(leaseMs / 3)),
    dnsTimeout: Math.min(10_000, Math.floor(leaseMs / 4)),
  };
}

/** The message nodemailer composes for an email: an inline attachment keeps its Content-ID, which the HTML cites. */
export function mailMessage(email: Omit<OutgoingEmail, 'emailId' | 'kind'>, from: string): SendMailOptions {
  return {
    messageId: email.messageId,
    from,
    to: { name: email.to.name, address: email.to.address },
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: email.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      ...(attachment.cid ? { cid: attachment.cid } : {}),
    })),
  };
}

function smtpTransport(url: string, from: string, leaseMs: number, connections: number): MailTransport {
  const mailer = createTransport({
    url,
    pool: true,
    maxConnections: connections,
    // A message whose connection dropped mid-send is our failed attempt to retry with back-off, not the pool's.
    maxRequeues: 0,
    ...smtpTimeouts(leaseMs),
  });
  return {
    delivered: 'sent',
    transactional: false,
    async send(email) {
      await mailer.sendMail(mailMessage(email, from));
    },
    close: () => mailer.close(),
  };
}

function keepTransport(from: string): MailTransport {
  return {
    delivered: 'kept',
    transactional: true,
    async send(email, executor) {
      await executor
        .insertInto('kept_emails')
        .values({
          email_id: email.emailId,
          kind: email.kind,
          from_address: from,
          to_address: email.to.address,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html,
          message_id: email.messageId,
          attachments: JSON.stringify(
            email.attachments.map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: attachment.content.toString('base64'),
              cid: attachment.cid,
            })),
          ),
        })
        .execute();
    },
    close: () => {},
  };
}
