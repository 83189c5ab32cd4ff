import type { Db } from '../../db/types';
import type { InventoryProviders } from '../../inventory/providers';

export interface InventoryScopeOptions {
  db: Db;
  providers: InventoryProviders;
}
