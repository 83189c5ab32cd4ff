import { z } from 'zod';

/** The one error shape every API failure uses (DESIGN.md). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  agencyNotFound: 'AGENCY_NOT_FOUND',
  agencyInactive: 'AGENCY_INACTIVE',
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  internal: 'INTERNAL',
} as const;

/** Texts the spec quotes word for word (SPEC 8). */
export const AGENCY_NOT_FOUND_TEXT = 'Agency not found!';
export const AGENCY_INACTIVE_TEXT = 'Agency is inactive, Please contact the administrator';
