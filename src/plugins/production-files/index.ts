/**
 * Build output for production serving (deploy/nginx): precompresses the
 * text files (.br and .gz beside each one), and notes what the
 * Content-Security-Policy allows besides the pages themselves (Tag Manager,
 * Algolia). The policy is written once the versions are merged, from every
 * version's pages (src/siteBuild/siteFiles.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PluginModule } from '@docusaurus/types';
import { BUILD_CACHE_DIR, pruneCache } from '../../buildCache';
import { CSP_INPUTS_FILE } from '../../siteBuild/siteFiles';
import { compressibleFiles, precompressFiles } from '../../serving/precompress';

export type ProductionFilesOptions = {
  /** The pages load Google Tag Manager. */
  googleTagManager: boolean;
  /** The Algolia application the pages search, when DocSearch is the provider. */
  algoliaAppId?: string;
};

/**
 * The files of a build that exist before any plugin's postBuild, which is
 * what this plugin compresses: rendered pages, bundles, and files copied from
 * the static directories. Plugins write their own files in postBuild, at the
 * same time as this one, so each precompresses its own once written (the
 * local search indexes, llms.txt); the sitemap is gzipped on the fly.
 */
export function renderedOrStatic(staticDirs: string[]): (rel: string) => boolean {
  return (rel) =>
    rel.endsWith('.html') ||
    rel.startsWith('assets/') ||
    staticDirs.some((dir) => fs.existsSync(path.join(dir, rel)));
}

/** The plugin, for `plugins` in docusaurus.config.ts: `productionFiles({ googleTagManager: true })`. */
export default function productionFiles(options: ProductionFilesOptions): PluginModule {
  return () => ({
    name: 'production-files',
    async postBuild({ outDir, siteDir, siteConfig }) {
      const inputs = path.join(outDir, CSP_INPUTS_FILE);
      fs.mkdirSync(path.dirname(inputs), { recursive: true });
      fs.writeFileSync(
        inputs,
        JSON.stringify({
          googleTagManager: options.googleTagManager,
          algoliaAppId: options.algoliaAppId,
        }),
      );

      const staticDirs = siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir));
      const files = compressibleFiles(outDir, renderedOrStatic(staticDirs));
      await precompressFiles(files.map((rel) => path.join(outDir, rel)));
      pruneCache(BUILD_CACHE_DIR);
    },
  });
}
