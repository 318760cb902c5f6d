/**
 * The one list of reviewed, intentional differences between a page's facts
 * and its English page's (see CONTRIBUTING.md, "事实核对"). An entry names the
 * page file(s), the token, which way it differs (`missing`: the English names
 * it and our page does not; `extra`: our page names it and the English does
 * not), why, and the source that makes our page right.
 */
export type FactException = {
  /** Page files relative to the site root. */
  pages: string[];
  token: string;
  kind: 'missing' | 'extra';
  reason: string;
  /** Where the fact was verified: a plugin or CLI source file, a release, the English line corrected. */
  source: string;
};

export const FACT_EXCEPTIONS: FactException[] = [];
