import { distanceKm } from '@travel/contracts';
import { and, asc, gte, lte, sql } from 'drizzle-orm';
import { activities } from '../../db/schema-inventory';
import type { Db } from '../../db/types';
import { boundingBox } from '../geo';
import type { ActivityOffer, ActivityProvider } from '../providers';
import { searchCities } from './search';

export function catalogueActivities(db: Db): ActivityProvider {
  return {
    async deals({ center, radiusKm }): Promise<ActivityOffer[]> {
      const box = boundingBox(center, radiusKm);
      const rows = await db
        .select()
        .from(activities)
        .where(
          and(
            gte(activities.latitude, box.minLatitude),
            lte(activities.latitude, box.maxLatitude),
            box.longitude ? sql`${activities.longitude} between ${box.longitude.min} and ${box.longitude.max}` : undefined,
          ),
        )
        .orderBy(asc(activities.id));
      return rows
        .map((a) => ({ a, km: distanceKm(center, a) }))
        .filter(({ km }) => km <= radiusKm)
        .map(({ a, km }) => ({
          productCode: a.productCode,
          title: a.title,
          durationMinutes: a.durationMinutes,
          isFreeCancellation: a.isFreeCancellation,
          rating: a.rating,
          imageUrl: a.imageUrl,
          distanceKm: km,
          net: { wholesale: a.wholesale, taxAndFee: a.tax, published: a.published },
        }));
    },

    // Every catalogue city has activities, so the city search is the destination search.
    destinations: (text, limit) => searchCities(db, text, limit),
  };
}
