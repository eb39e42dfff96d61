/** What the server and the review screen both say when a revoke comes without a reason (docs/access-reviews.md). */
export const REVOKE_NEEDS_REASON = 'Say why these people lose their access: revoking needs a reason.';
