/** `npm run bench`: every benchmark of the product; each prints its figures (no pass/fail). */
import { benchUsersList } from './users-list.bench';

await benchUsersList();
