import { usePluginData } from '@docusaurus/useGlobalData';
import { VERSION_LINKS_PLUGIN_NAME, type VersionLinks } from './versionLinks';

/** Every version and where each page of this build lives in the others (src/plugins/version-links). */
export function useVersionLinks(): VersionLinks {
  return usePluginData(VERSION_LINKS_PLUGIN_NAME) as VersionLinks;
}
