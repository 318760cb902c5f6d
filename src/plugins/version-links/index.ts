/**
 * Every version's label, path and banner, and where each built page lives in
 * the other versions, as this plugin's global data: the version dropdown,
 * the version banner, the search page and the saved preferred version read
 * it, because a build of one version has only that version in the docs
 * plugin's data.
 */
import type { PluginModule } from '@docusaurus/types';
import { writtenDocVersions } from '../../versions';
import { readInventory } from '../../versions/inventory';
import { VERSION_LINKS_PLUGIN_NAME, versionLinks } from '../../browser/versionLinks';

export default function versionLinksPlugin({ built }: { built: string[] }): PluginModule {
  return ({ siteDir }) => ({
    name: VERSION_LINKS_PLUGIN_NAME,
    contentLoaded({ actions }) {
      const inventory = readInventory(siteDir);
      const links = versionLinks(
        writtenDocVersions(siteDir).map((v) => ({
          ...v,
          docs: inventory.versions.find((i) => i.name === v.name)?.docs ?? [],
        })),
        built,
      );
      actions.setGlobalData(links);
    },
  });
}
