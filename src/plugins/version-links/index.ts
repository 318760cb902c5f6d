/**
 * Every version's label, path and banner, and where each built page lives in
 * the other versions, as this plugin's global data: the version dropdown,
 * the version banner, the search page and the saved preferred version read
 * it, because a build of one version has only that version in the docs
 * plugin's data. Every written version's page paths, which only the
 * not-found page needs, go into a module of their own (imported as
 * `@site-versions/pages`), so they load with that page alone.
 */
import type { PluginModule } from '@docusaurus/types';
import { writtenDocVersions } from '../../versions';
import { pagesOf, readInventory } from '../../versions/inventory';
import { VERSION_LINKS_PLUGIN_NAME, versionLinks, versionPages } from '../../browser/versionLinks';

/** The import the not-found page (src/theme/NotFound/Content) reads the pages from. */
export const VERSION_PAGES_MODULE = '@site-versions/pages';

export default function versionLinksPlugin({ built }: { built: string[] }): PluginModule {
  return ({ siteDir }) => {
    let pagesFile: string | undefined;
    return {
      name: VERSION_LINKS_PLUGIN_NAME,
      async contentLoaded({ actions }) {
        const inventory = readInventory(siteDir);
        const written = writtenDocVersions(siteDir).map((v) => ({
          ...v,
          // Pending pages (English only) are in no build, and a URL that answers
          // with a 301 is no counterpart: the version's home stands in.
          docs: pagesOf(inventory.versions.find((i) => i.name === v.name) ?? { docs: [] }).filter(
            (d) => !d.pending,
          ),
        }));
        actions.setGlobalData(versionLinks(written, built));
        pagesFile = await actions.createData('pages.json', JSON.stringify(versionPages(written)));
      },
      configureWebpack() {
        if (!pagesFile)
          throw new Error(`${VERSION_LINKS_PLUGIN_NAME}: the pages module was not written`);
        return { resolve: { alias: { [VERSION_PAGES_MODULE]: pagesFile } } };
      },
    };
  };
}
