/**
 * Each version's metadata prop, as every doc page loads it: the same object
 * without its doc list, which throws a clear error if anything reads it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDocsRouteProps } from '../../../../src/plugins/client-bundle';

const load = createRequire(__filename);
const loader = load('../../../../src/plugins/client-bundle/versionMetadataLoader.cjs') as ((
  source: string,
) => string) & { MISSING_DOCS: string };

function evaluate(code: string): { version: Record<string, unknown> } {
  const module = { exports: {} as { version: Record<string, unknown> } };
  new Function('module', code)(module);
  return module.exports;
}

/** Shaped like the docs plugin's toVersionMetadataProp output. */
const versionProps = {
  version: {
    pluginId: 'default',
    version: 'v6',
    label: 'v6',
    banner: 'unmaintained',
    badge: true,
    noIndex: false,
    className: 'docs-version-v6',
    isLast: false,
    docsSidebars: {
      api: [
        {
          type: 'link',
          href: '/docs/v6/apis/camera',
          label: "Camera 相机 'quoted'",
          docId: 'apis/camera',
          unlisted: false,
        },
      ],
    },
    docs: {
      'apis/camera': { id: 'apis/camera', title: 'Camera', description: '拍照', sidebar: 'api' },
    },
  },
};

describe('versionMetadataLoader', () => {
  it('keeps every field of the version but its doc list', () => {
    const { version } = evaluate(loader(JSON.stringify(versionProps)));
    const { docs: _docs, ...expected } = versionProps.version;
    expect({ ...version }).toEqual(expected);
    expect(Object.keys(version)).not.toContain('docs');
  });

  it('throws a message naming the loader when the doc list is read', () => {
    const { version } = evaluate(loader(JSON.stringify(versionProps)));
    expect(() => version.docs).toThrow(loader.MISSING_DOCS);
    expect(loader.MISSING_DOCS).toContain('src/plugins/client-bundle/versionMetadataLoader.cjs');
  });

  it("writes none of the docs' descriptions into the module", () => {
    const code = loader(JSON.stringify(versionProps));
    expect(code).not.toContain('拍照');
    expect(code).toContain('Camera 相机');
  });

  it('passes other route props through unchanged', () => {
    const props = { tags: [{ label: 'a', permalink: '/docs/tags/a' }] };
    expect(evaluate(loader(JSON.stringify(props)))).toEqual(props);
  });
});

describe('isDocsRouteProps', () => {
  const generated = path.join('/site', '.docusaurus');
  const docs = path.join(generated, 'docusaurus-plugin-content-docs');

  it("matches the docs plugin's route props files, of any plugin instance", () => {
    expect(isDocsRouteProps(generated, path.join(docs, 'default', 'p', 'docs-v-6-3c7.json'))).toBe(
      true,
    );
    expect(isDocsRouteProps(generated, path.join(docs, 'other', 'p', 'docs-7fc.json'))).toBe(true);
  });

  it('leaves other generated files alone', () => {
    for (const file of [
      path.join(docs, 'default', 'site-docs-apis-camera-md-92f.json'),
      path.join(docs, 'default', 'p', 'nested', 'x.json'),
      path.join(docs, 'default', 'p', 'docs.js'),
      path.join(generated, 'docusaurus-plugin-content-pages', 'default', 'p', 'x.json'),
      path.join('/elsewhere', 'docusaurus-plugin-content-docs', 'default', 'p', 'x.json'),
    ])
      expect(isDocsRouteProps(generated, file), file).toBe(false);
  });
});
