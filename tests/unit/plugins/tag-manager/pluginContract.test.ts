/**
 * src/plugins/tag-manager keeps the original plugin's body tags (the
 * <noscript> fallback) and drops all its head tags, which must be nothing
 * but the inline snippet that loads the container at once (and its
 * preconnect): src/plugins/tag-manager/client.ts loads it later instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HtmlTagObject, LoadContext } from '@docusaurus/types';
import pluginGoogleTagManager from '@docusaurus/plugin-google-tag-manager';
import tagManagerWhenIdle from '@site/src/plugins/tag-manager';

const PLUGIN = '@docusaurus/plugin-google-tag-manager';
const root = path.dirname(require.resolve(`${PLUGIN}/package.json`));
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const changed = (what: string) =>
  `${PLUGIN}@${version} changed ${what}: check src/plugins/tag-manager before upgrading (ARCHITECTURE.md, 补丁点)`;

const ID = 'GTM-TEST';
const context = {} as LoadContext;
type Tags = { headTags?: HtmlTagObject[]; preBodyTags?: HtmlTagObject[] };
const tagsOf = (plugin: ReturnType<typeof pluginGoogleTagManager>) =>
  (plugin?.injectHtmlTags as unknown as () => Tags)();

describe(`${PLUGIN}'s tags (installed ${version})`, () => {
  // Both plugins add nothing outside production builds.
  beforeAll(() => {
    vi.stubEnv('NODE_ENV', 'production');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  const original = () => tagsOf(pluginGoogleTagManager(context, { containerId: ID }));

  it('are a preconnect and the container snippet in <head>, a <noscript> before the body', () => {
    const head = original().headTags ?? [];
    expect(
      head.map((tag) => tag.tagName),
      changed('its head tags'),
    ).toEqual(['link', 'script', 'script']);
    expect(head[0].attributes, changed('its preconnect')).toEqual({
      rel: 'preconnect',
      href: 'https://www.googletagmanager.com',
    });
    expect(head[2].innerHTML, changed('its snippet')).toContain(`'dataLayer','${ID}'`);
    expect(
      (original().preBodyTags ?? []).map((tag) => tag.tagName),
      changed('its body tags'),
    ).toEqual(['noscript']);
  });

  it('lose the head snippet to our <meta> and keep the <noscript> in ours', () => {
    const ours = tagsOf(tagManagerWhenIdle(context, { containerId: ID }));
    expect(ours.preBodyTags).toEqual(original().preBodyTags);
    expect(ours.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'google-tag-manager', content: ID } },
    ]);
  });
});
