import { MatchersV3 } from '@pact-foundation/pact';

const { integer, regex } = MatchersV3;

/** An ISO 8601 instant with its offset, as every timestamp of the contract is sent. */
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

/** Any instant: the provider's timestamps are its own clock's. */
export const anInstant = () => regex(ISO_INSTANT, '2026-03-15T08:00:00.000Z');

/** This very text and no other (a status, a resource, a subject type the interaction is about). */
export const exactly = (text: string) => regex(`^${text}$`, text);

/** The pagination of a list answer holding one record on its only page. */
export const pagination = {
  total: integer(1),
  last_page: integer(1),
  current_page: integer(1),
  per_page: integer(12),
  from: integer(1),
  to: integer(1),
};
