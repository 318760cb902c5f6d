/** Docusaurus's client entry, as ./paintFirst.ts imports it (aliased in ./index.ts). */
declare module '@docusaurus-client-entry';
/** Docusaurus's App component (lib/client/App.js), imported ahead of the entry by ./paintFirst.ts. */
declare module '@docusaurus-client-app';

/** What ./routesChunkNamesLoader.cjs adds to routesChunkNames in production browser builds. */
declare module '@generated/routesChunkNames' {
  /** Each route key's path, in key order. */
  export const routePaths: string[];
  /** Each route key's hash, in key order. */
  export const routeHashes: string[];
}
