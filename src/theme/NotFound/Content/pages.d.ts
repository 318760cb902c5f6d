/** The module the versions plugin (src/plugins/version-links) aliases to its pages data. */
declare module '@site-versions/pages' {
  const pages: Record<string, readonly string[]>;
  export default pages;
}
