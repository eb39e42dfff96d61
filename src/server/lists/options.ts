import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { Schema } from '../operations';
import { searchWords } from '../../shared/search-words';
import { containsPattern } from './list-query';

/** A filter or form option call: item_text and item_value. */
export interface OptionSource {
  source: RawBuilder<unknown>;
  text: RawBuilder<unknown>;
  value: string;
  searchColumn: string;
  orderBy: string;
}

/** Enough for an autocomplete: the user narrows with search_string past this many. */
export const OPTIONS_LIMIT = 100;

export async function listOptions(db: Kysely<Database>, options: OptionSource, search: string | undefined) {
  // Every word typed, each anywhere in the search text (src/shared/search-words.ts): the picker's own narrowing.
  const words = searchWords(search ?? '').map(
    (word) => sql`${sql.ref(options.searchColumn)} like ${containsPattern(word)}`,
  );
  const where = words.length > 0 ? sql.join(words, sql` and `) : sql`true`;
  const { rows } = await sql<Schema<'Option'>>`
    select ${options.text} as item_text, ${sql.ref(options.value)} as item_value from ${options.source}
    where ${where} order by ${sql.ref(options.orderBy)}, ${sql.ref(options.value)} limit ${OPTIONS_LIMIT}`.execute(db);
  return { options: rows };
}
