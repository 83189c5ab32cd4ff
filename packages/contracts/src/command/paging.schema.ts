// What every Command Center list shares: pages on the server (no call answers an unbounded
// list), a sort direction, and how a person is named in a row.
import { z } from 'zod';

export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 25;

const pageNumber = z.coerce.number().int().min(1).max(100_000);

export const pageQueryFields = {
  page: pageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

export const pagedListFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows matching the filters, on every page together. */
  total: z.number().int(),
};

export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** An agent or a client as a row names them, with the id their own page opens by. */
export const personRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;
