import { z } from 'zod';
import { SERVICE_TITLES } from './services/registry';
import { MARKUP_MAX_BASIS_POINTS } from './markups';

export const markupSchema = z.object({
  service: z.enum(SERVICE_TITLES),
  basisPoints: z.number().int().min(0).max(MARKUP_MAX_BASIS_POINTS),
});
export type Markup = z.infer<typeof markupSchema>;

/** GET and PUT /api/agency/markups answer every service, in the nav order. */
export const markupsResponseSchema = z.object({ markups: z.array(markupSchema) });
export type MarkupsResponse = z.infer<typeof markupsResponseSchema>;

/** PUT /api/agency/markups: the services to change, each once; the others keep theirs. */
export const markupsUpdateSchema = z.object({
  markups: z
    .array(markupSchema)
    .min(1)
    .refine((markups) => new Set(markups.map(({ service }) => service)).size === markups.length, { message: 'each service at most once' }),
});
export type MarkupsUpdate = z.infer<typeof markupsUpdateSchema>;
