/** Docusaurus's client entry, as ./paintFirst.ts imports it (aliased in ./index.ts). */
declare module '@docusaurus-client-entry';
