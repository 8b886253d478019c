import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type, which Drizzle has no column builder for. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
