import { usePluginData } from '@docusaurus/useGlobalData';
import { VERSIONS_PLUGIN_NAME, type VersionLinks } from './links';

/** Every version and where each page of this build lives in the others (src/plugins/versions). */
export function useVersionLinks(): VersionLinks {
  return usePluginData(VERSIONS_PLUGIN_NAME) as VersionLinks;
}
