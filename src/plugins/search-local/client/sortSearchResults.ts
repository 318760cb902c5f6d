/**
 * Stands in for the search plugin's sortSearchResults module inside its
 * search worker (see ../index.ts): hits grouped by page at the page's best hit.
 */
export { sortSearchResults } from '../sortResults';
