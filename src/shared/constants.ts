/** The product's business constants and the few limits built on them; each lives only here. */
export const DEFAULT_PAGE_SIZE = 12;
/** The contract's maximum of items_per_page (a contract test keeps them equal). */
export const MAX_ITEMS_PER_PAGE = 500;
export const PAGER_VISIBLE_LINKS = 7;
export const FETCH_DEBOUNCE_MS = 500;
/**
 * The export progress counter (docs/lists.md, Export progress): it climbs by the step each interval; a guess, not a
 * measure, so when the next step would reach 100 it falls back to the reset and climbs again
 * for as long as the request is in flight, never showing the export done before the server answers.
 */
export const EXPORT_PROGRESS_STEP = 5;
export const EXPORT_PROGRESS_INTERVAL_MS = 1000;
export const EXPORT_PROGRESS_RESET = 80;
export const EXPORT_PROGRESS_DONE = 100;
export const EXPORT_DIALOG_MAX_WIDTH_PX = 500;
/** Rows per export batch ("Batch n"): no_of_batches = ceil(total / EXPORT_BATCH_SIZE). */
export const EXPORT_BATCH_SIZE = 50_000;

/**
 * The password policy's minimum length, checked by the server and stated by the reset screen
 * (docs/records.md, Users and accounts).
 */
export const PASSWORD_MIN_LENGTH = 12;

export const BREAKPOINTS = { xs: 600, sm: 960, md: 1280, lg: 1920 } as const;
/** Under this width the panel navigation collapses. */
export const MOBILE_BREAKPOINT = 1264;
export const DEFAULT_LOCALE = 'en';

export const THEME = { primary: '#09AA36', secondary: '#192e23' } as const;

/** The panel is for this user type; this role is sent to the beneficiaries portal (docs/architecture.md). */
export const AGENCY_STAFF = 'Agency Staff';
/** The user type of insured people: no dormancy rule for them (docs/records.md, Expiry and dormancy). */
export const BENEFICIARY = 'Beneficiary';
export const REGULAR_BENEFICIARY = 'Regular Beneficiary';
/** Agency time zone: date-range filters are whole days here. */
export const AGENCY_TIME_ZONE = 'Africa/Lagos';

/**
 * After a bulk change of users the screen offers Undo this long (a toast); the server takes the
 * undo for some minutes more, so that a slow answer is not refused (docs/lists.md, Selection).
 */
export const BULK_UNDO_OFFER_MS = 10_000;
export const BULK_UNDO_MINUTES = 5;
/** The most users one change "to all N matching" acts on: one transaction, bounded (docs/lists.md, Selection). */
export const BULK_MATCHING_MAX_USERS = 10_000;

/**
 * The largest file of users an import takes unless IMPORT_FILE_LIMIT_BYTES says otherwise (10 MiB):
 * the server's default, and what the import screen tells and checks before sending a file.
 */
export const IMPORT_FILE_DEFAULT_LIMIT_BYTES = 10_485_760;

/** DORMANCY_DAYS unless set: a staff account with no sign-in for this many days is deactivated (docs/records.md). */
export const DEFAULT_DORMANCY_DAYS = 35;
/** ACCOUNT_WARNING_DAYS unless set: how many days before an expiry or a dormancy deactivation the user is warned. */
export const DEFAULT_ACCOUNT_WARNING_DAYS = 7;
