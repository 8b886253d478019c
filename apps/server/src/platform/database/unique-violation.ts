/**
 * Whether an error is PostgreSQL's unique_violation (23505), as thrown by pg or PGlite, whatever
 * wrapped it (Drizzle puts the driver's error in `cause`); given `index`, only a violation of that
 * unique index counts, so one insert that two indexes guard (users: email, a nonprofit's EIN) can
 * say which rule it broke.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return index === undefined || constraint === index;
  }
  return false;
}
