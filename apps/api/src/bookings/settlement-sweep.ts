import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { settleUnfinishedBookings } from './settle';

/** A request finishes its booking's steps well within this; older pending or cancelling bookings were left by a crash. */
export const UNFINISHED_AFTER_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/** Settles what a crash left half done: once before the server is ready, then every minute (never holding the process open). */
export function registerSettlementSweep(app: FastifyInstance, db: Db): void {
  const sweep = () =>
    settleUnfinishedBookings(db, UNFINISHED_AFTER_MS, app.log)
      .then((settled) => {
        if (settled > 0) app.log.warn({ settled }, 'settled bookings left unfinished');
      })
      .catch((err: unknown) => app.log.error({ err }, 'the settlement sweep failed; it runs again in a minute'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
