import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import { lockForTransaction } from '../../db/advisory-lock';
import { resortHolds, resortRegions, resortRooms, resorts, type ResortHoldRow } from '../../db/schema-inventory';
import type { Db } from '../../db/types';
import { nightsBetween, normaliseSearch } from '@travel/contracts';
import type { ResortHolder, ResortHoldOutcome, ResortHoldRecord, ResortProperty, ResortProvider, ResortRoomOffer, Stay } from '../providers';

/** How long a held room waits for checkout before it counts as free again. */
export const HOLD_MINUTES = 15;
const REFERENCE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 'RS' and 10 random characters: unguessable enough that a reference alone reads a hold. */
function newReferenceNumber(): string {
  return `RS${[...randomBytes(10)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

function toHold(row: ResortHoldRow, propertyId: number, now: Date): ResortHoldRecord {
  const expired = row.status === 'HELD' && row.expiresAt <= now;
  return {
    referenceNumber: row.referenceNumber,
    status: expired ? 'EXPIRED' : row.status,
    propertyId,
    roomId: row.resortRoomId,
    checkin: row.checkin,
    checkout: row.checkout,
    guests: row.guests,
    expiresAt: row.expiresAt,
  };
}

/** Live holds on any of the rooms that overlap the stay, per room. */
async function heldRooms(db: Db, roomIds: number[], stay: Stay, now: Date): Promise<Map<number, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ roomId: resortHolds.resortRoomId, held: sql<number>`count(*)::int` })
    .from(resortHolds)
    .where(
      and(
        inArray(resortHolds.resortRoomId, roomIds),
        eq(resortHolds.status, 'HELD'),
        gt(resortHolds.expiresAt, now),
        lt(resortHolds.checkin, stay.end),
        gt(resortHolds.checkout, stay.start),
      ),
    )
    .groupBy(resortHolds.resortRoomId);
  return new Map(rows.map((r) => [r.roomId, r.held]));
}

/** One advisory lock per way of counting the holder, in one order everywhere so two holders cannot deadlock. */
function holderLockKeys(holder: ResortHolder): string[] {
  const keys = [`resort-holder:address:${holder.clientAddress}`];
  if (holder.sessionId) keys.push(`resort-holder:session:${holder.sessionId}`);
  if (holder.userId) keys.push(`resort-holder:user:${holder.userId}`);
  return keys.sort();
}

/** The holder's live holds in every agency, by address, session or account, and when the first of them ends. */
async function liveHoldsOf(db: Db, holder: ResortHolder, now: Date): Promise<{ count: number; firstExpiry: Date | undefined }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, firstExpiry: sql<Date | null>`min(${resortHolds.expiresAt})`.mapWith(resortHolds.expiresAt) })
    .from(resortHolds)
    .where(
      and(
        eq(resortHolds.status, 'HELD'),
        gt(resortHolds.expiresAt, now),
        or(
          eq(resortHolds.clientAddress, holder.clientAddress),
          holder.sessionId === undefined ? undefined : eq(resortHolds.sessionId, holder.sessionId),
          holder.userId === undefined ? undefined : eq(resortHolds.userId, holder.userId),
        ),
      ),
    );
  return { count: row?.count ?? 0, firstExpiry: row?.firstExpiry ?? undefined };
}

/** A hold of the agency; another agency's reference reads as unknown. */
async function holdStatus(db: Db, agencyId: number, referenceNumber: string): Promise<ResortHoldRecord | undefined> {
  const [row] = await db
    .select({ hold: resortHolds, propertyId: resortRooms.resortId })
    .from(resortHolds)
    .innerJoin(resortRooms, eq(resortRooms.id, resortHolds.resortRoomId))
    .where(and(eq(resortHolds.agencyId, agencyId), eq(resortHolds.referenceNumber, referenceNumber)));
  return row && toHold(row.hold, row.propertyId, new Date());
}

const propertySelection = {
  id: resorts.id,
  name: resorts.name,
  stars: resorts.stars,
  rating: resorts.rating,
  allInclusive: resorts.allInclusive,
  imageUrl: resorts.imageUrl,
  latitude: resorts.latitude,
  longitude: resorts.longitude,
  subregionId: resorts.subregionId,
};

export function catalogueResorts(db: Db): ResortProvider {
  async function regions() {
    return db.select().from(resortRegions).orderBy(asc(resortRegions.id));
  }

  async function withRegionNames(rows: Omit<ResortProperty, 'region' | 'subregion'>[]): Promise<ResortProperty[]> {
    const all = new Map((await regions()).map((r) => [r.id, r]));
    return rows.map((row) => {
      const subregion = all.get(row.subregionId);
      const region = subregion?.parentId == null ? undefined : all.get(subregion.parentId);
      return { ...row, subregion: subregion?.name ?? '', region: region?.name ?? '' };
    });
  }

  return {
    async suggest(text, limit) {
      const all = await regions();
      const byId = new Map(all.map((r) => [r.id, r]));
      const starts = (name: string) => ` ${normaliseSearch(name)}`.includes(` ${text}`);
      const places = all
        .filter((r) => starts(r.name))
        .map((r) => ({
          type: r.parentId === null ? ('region' as const) : ('subregion' as const),
          id: r.id,
          name: r.name,
          parentName: r.parentId === null ? null : (byId.get(r.parentId)?.name ?? null),
        }));
      const properties = await db
        .select({ id: resorts.id, name: resorts.name, subregionId: resorts.subregionId })
        .from(resorts)
        .where(or(like(resorts.searchName, `${text}%`), like(resorts.searchName, `% ${text}%`)))
        .orderBy(asc(resorts.name))
        .limit(limit);
      return [
        ...places,
        ...properties.map((p) => ({ type: 'resort' as const, id: p.id, name: p.name, parentName: byId.get(p.subregionId)?.name ?? null })),
      ].slice(0, limit);
    },

    regions,

    async properties({ regionIds, subregionIds }) {
      const all = await regions();
      const wanted = new Set([
        ...(subregionIds ?? []),
        ...all.filter((r) => r.parentId !== null && (regionIds ?? []).includes(r.parentId)).map((r) => r.id),
      ]);
      const filtered = regionIds === undefined && subregionIds === undefined ? undefined : [...wanted];
      if (filtered?.length === 0) return [];
      const rows = await db
        .select(propertySelection)
        .from(resorts)
        .where(filtered ? inArray(resorts.subregionId, filtered) : undefined)
        .orderBy(asc(resorts.id));
      return withRegionNames(rows);
    },

    async property(id) {
      const rows = await db.select(propertySelection).from(resorts).where(eq(resorts.id, id));
      return (await withRegionNames(rows))[0];
    },

    async rooms(propertyId, stay): Promise<ResortRoomOffer[]> {
      const rooms = await db.select().from(resortRooms).where(eq(resortRooms.resortId, propertyId)).orderBy(asc(resortRooms.id));
      const held = await heldRooms(db, rooms.map((r) => r.id), stay, new Date());
      const nights = nightsBetween(stay.start, stay.end);
      return rooms.map((room) => ({
        roomId: room.id,
        name: room.name,
        maxGuests: room.maxGuests,
        available: Math.max(0, room.allotment - (held.get(room.id) ?? 0)),
        net: { wholesale: room.nightlyWholesale * nights, taxAndFee: room.nightlyTax * nights, published: room.nightlyPublished * nights },
      }));
    },

    async hold({ agencyId, propertyId, roomId, stay, guests, holder, maxLiveHolds }) {
      return db.transaction(async (tx): Promise<ResortHoldOutcome> => {
        // The holder's requests queue here, so two cannot both see room for one more hold.
        for (const key of holderLockKeys(holder)) await lockForTransaction(tx, key);
        const now = new Date();
        const live = await liveHoldsOf(tx, holder, now);
        if (live.count >= maxLiveHolds) {
          return { kind: 'holder-limit', retryAfterSeconds: Math.max(1, Math.ceil(((live.firstExpiry?.getTime() ?? now.getTime()) - now.getTime()) / 1000)) };
        }
        // Locks the room row: two holds on the last room wait for each other instead of both winning.
        const [room] = await tx
          .select()
          .from(resortRooms)
          .where(and(eq(resortRooms.id, roomId), eq(resortRooms.resortId, propertyId)))
          .for('update');
        if (!room || room.maxGuests < guests) return { kind: 'unavailable' };
        const held = (await heldRooms(tx, [room.id], stay, now)).get(room.id) ?? 0;
        if (held >= room.allotment) return { kind: 'unavailable' };
        const [row] = await tx
          .insert(resortHolds)
          .values({
            referenceNumber: newReferenceNumber(),
            agencyId,
            resortRoomId: room.id,
            checkin: stay.start,
            checkout: stay.end,
            guests,
            expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
            clientAddress: holder.clientAddress,
            sessionId: holder.sessionId,
            userId: holder.userId,
          })
          .returning();
        if (!row) throw new Error('resort hold not written');
        return { kind: 'held', hold: toHold(row, propertyId, now) };
      });
    },

    holdStatus: (agencyId, referenceNumber) => holdStatus(db, agencyId, referenceNumber),

    async release(agencyId, referenceNumber) {
      await db
        .update(resortHolds)
        .set({ status: 'RELEASED' })
        .where(and(eq(resortHolds.agencyId, agencyId), eq(resortHolds.referenceNumber, referenceNumber)));
      return holdStatus(db, agencyId, referenceNumber);
    },
  };
}
