/**
 * @docusaurus/plugin-google-tag-manager, loaded so that analytics cost the
 * reader nothing: instead of its inline snippet in <head> (which fetches the
 * container while the page is still loading), the page carries the container
 * id in a <meta>, and ./client.ts loads the container once the page has
 * loaded and the browser is idle. The <noscript> fallback stays. Like the
 * original, it does nothing in development (`npm start`).
 */
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import pluginGoogleTagManager, {
  validateOptions,
  type PluginOptions,
} from '@docusaurus/plugin-google-tag-manager';
import { CONTAINER_META } from './container';

/** `options` are the original's, checked by its validateOptions (below). */
export default function tagManagerWhenIdle(context: LoadContext, options: unknown): Plugin | null {
  const { containerId } = options as PluginOptions;
  const plugin = pluginGoogleTagManager(context, { containerId });
  if (!plugin) return null;
  return {
    ...plugin,
    getClientModules() {
      return [path.resolve(__dirname, 'client.ts')];
    },
    injectHtmlTags(...args) {
      const tags = plugin.injectHtmlTags?.(...args) ?? {};
      const preBodyTags = typeof tags === 'object' && 'preBodyTags' in tags ? tags.preBodyTags : [];
      return {
        preBodyTags,
        headTags: [{ tagName: 'meta', attributes: { name: CONTAINER_META, content: containerId } }],
      };
    },
  };
}

// Docusaurus validates a function plugin's options through this property;
// its generic type cannot name the original's option types.
tagManagerWhenIdle.validateOptions = validateOptions as NonNullable<
  PluginModule['validateOptions']
>;
