import { sql, type Kysely } from 'kysely';

/**
 * Access reviews (issue 16; docs/access-reviews.md): a campaign over a scope, and its items, one a
 * person in the scope as they were at its start (their roles under review), each given to one
 * reviewer. One open campaign a scope: a unique partial index, so two starts at once cannot both
 * pass. Both tables are new, so their indexes are built before any row exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table access_reviews (
    id serial primary key,
    name text not null,
    scope_kind text not null,
    scope_value text not null,
    scope_label text not null,
    deadline timestamptz not null,
    deadline_rule text not null,
    status text not null default 'open',
    created_by integer references users(id) on delete set null,
    created_at timestamptz not null default now(),
    closed_at timestamptz,
    closed_by integer references users(id) on delete set null
  )`.execute(db);
  await sql`create unique index access_reviews_one_open on access_reviews (scope_kind, scope_value) where status = 'open'`.execute(
    db,
  );
  await sql`create index access_reviews_due on access_reviews (deadline) where status = 'open'`.execute(db);
  await sql`create table access_review_items (
    id serial primary key,
    review_id integer not null references access_reviews(id) on delete cascade,
    user_id integer not null references users(id) on delete cascade,
    user_email text not null,
    user_name text not null,
    roles jsonb not null,
    reviewer_id integer not null references users(id) on delete cascade,
    decision text,
    reason text,
    decided_by integer references users(id) on delete set null,
    decided_at timestamptz
  )`.execute(db);
  await sql`create index access_review_items_of_reviewer on access_review_items (reviewer_id, review_id, id)`.execute(
    db,
  );
  await sql`create index access_review_items_of_review on access_review_items (review_id, id)`.execute(db);
}
