// E-mails the local shop would send (password resets...). It sends nothing: messages
// are kept here, listed by GET /outbox.json?to=<email> for tests and development, and
// later in the merchant admin.

import type {Store} from './db.ts';
import {isoNow} from './seed.ts';

export interface OutboxMessage {
  id: number;
  kind: string;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  createdAt: string;
}

export class Outbox {
  readonly store: Store;

  constructor(store: Store) {
    this.store = store;
  }

  add(message: {kind: string; to: string; subject: string; body: string; link: string | null}): number {
    return this.store.run(
      'INSERT INTO outbox (kind, to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      message.kind,
      message.to,
      message.subject,
      message.body,
      message.link,
      isoNow(),
    ).lastInsertRowid;
  }

  /** Messages to an address, newest first. */
  to(email: string, limit = 50): OutboxMessage[] {
    return this.store.all('SELECT * FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT ?', email.trim(), limit).map(toMessage);
  }

  /** Every recipient's messages, newest first (merchant admin). */
  recent(limit = 50): OutboxMessage[] {
    return this.store.all('SELECT * FROM outbox ORDER BY id DESC LIMIT ?', limit).map(toMessage);
  }
}

function toMessage(row: Record<string, unknown>): OutboxMessage {
  return {
    id: Number(row.id),
    kind: String(row.kind),
    to: String(row.to_email),
    subject: String(row.subject),
    body: String(row.body),
    link: row.link === null ? null : String(row.link),
    createdAt: String(row.created_at),
  };
}
