/**
 * Whether an error is PostgreSQL's unique violation (23505) of the named constraint or
 * unique index, looking through Drizzle's DrizzleQueryError, which keeps the driver's error
 * as `cause`. Both drivers name the constraint.
 */
export function uniqueViolation(err: unknown, constraint: string): boolean {
  const seen = new Set<object>();
  for (let next = err; typeof next === 'object' && next !== null && !seen.has(next); next = 'cause' in next ? next.cause : undefined) {
    seen.add(next);
    if ('code' in next && next.code === '23505' && 'constraint' in next && next.constraint === constraint) return true;
  }
  return false;
}
