/** What the local search plugin's worker returns for one hit (shown by src/components/LocalSearch). */
export interface SearchDocument {
  /** Id. */
  i: number;
  /** Title (of a page or heading), or the text of a section. */
  t: string;
  /** URL of the page. */
  u: string;
  /** Anchor, with its `#`. */
  h?: string;
  /** Id of the page a heading or section belongs to. */
  p?: number;
  /** Breadcrumb of the page. */
  b?: string[];
  /** Title of the section a text belongs to. */
  s?: string;
}

/** The plugin's document kinds (its SearchDocumentType). */
export enum SearchDocumentKind {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

export interface SearchResult {
  document: SearchDocument;
  type: SearchDocumentKind;
  /** The page a heading or section belongs to. */
  page?: SearchDocument | false;
  /** The query's words as searched (after synonyms). */
  tokens: string[];
}
