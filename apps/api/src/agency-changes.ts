import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from './db/types';

/**
 * Every API process on one PostgreSQL keeps agencies in memory (plugins/tenant.ts). A change
 * to an agency (settings, markups, website, status) is announced on this channel with the
 * agency's subdomain, and every process drops that agency from its cache within a second.
 */
export const AGENCY_CHANGED_CHANNEL = 'agency_changed';

/** Announces a committed change (or one in the caller's transaction: PostgreSQL delivers it on commit). */
export async function announceAgencyChange(db: Db, subdomain: string): Promise<void> {
  await db.execute(sql`select pg_notify(${AGENCY_CHANGED_CHANNEL}, ${subdomain})`);
}

export interface AgencyChangeListenerOptions {
  connectionString: string;
  /** One agency changed. */
  onChange(subdomain: string): void;
  /** Listening (again) after a time without: changes may have been missed, so forget every agency. */
  onResync(): void;
  log: FastifyBaseLogger;
  /** Reconnection delays: doubling from the first to the most. */
  backoffMs?: { first: number; most: number };
}

export interface AgencyChangeListener {
  /** Settles when the first attempt to listen has succeeded or failed (the listener keeps trying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * One dedicated connection (not a pooled one: LISTEN belongs to a session) listening for
 * agency changes. When it drops it reconnects with back-off, and resyncs once listening again.
 */
export function listenForAgencyChanges(options: AgencyChangeListenerOptions): AgencyChangeListener {
  const { first, most } = options.backoffMs ?? { first: 250, most: 10_000 };
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = first;
  let settleReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (settleReady = resolve));

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, most);
  };

  /** Drops a connection once, whichever of error and end reports it first. */
  const lose = (client: pg.Client, reason: string) => {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    if (closed) return;
    options.log.warn({ reason }, 'agency change listener lost its connection; reconnecting');
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    // Keep-alive notices a silently dead connection; the connect timeout bounds a hanging one.
    const client = new pg.Client({ connectionString: options.connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === AGENCY_CHANGED_CHANNEL && message.payload) options.onChange(message.payload);
    });
    client.on('error', (err) => lose(client, err.message));
    client.on('end', () => lose(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`listen ${AGENCY_CHANGED_CHANNEL}`);
    } catch (err) {
      lose(client, err instanceof Error ? err.message : String(err));
      settleReady();
      return;
    }
    if (closed || current !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    delay = first;
    options.onResync();
    settleReady();
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      settleReady();
      await client?.end().catch(() => undefined);
    },
  };
}
