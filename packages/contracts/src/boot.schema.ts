import { z } from 'zod';
import { agencySchema } from './agency.schema';
import { apiErrorSchema } from './errors.schema';
import { REMOTE_NAMES, type RemoteName } from './remotes';

/**
 * What the shell needs before its first render. The production server inlines it into the
 * HTML as a JSON data block (<script type="application/json" id={BOOT_ELEMENT_ID}>, which
 * never runs, so the page needs no inline script); in development the shell fetches it from
 * GET /api/boot.
 */
export const bootSchema = z.object({
  agency: agencySchema.nullable(),
  error: apiErrorSchema.shape.error.nullable(),
  remotes: z.record(z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]), z.string()),
});
export type Boot = z.infer<typeof bootSchema>;
