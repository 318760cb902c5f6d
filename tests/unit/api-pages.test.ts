import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PLUGINS } from '@site/src/data/apiPlugins';
import { checkApiPage } from '@site/src/api-metadata/checkPage';
import { apiPluginsOf, capacitorMajorOf } from '@site/src/api-metadata/versions';
import { methodHeading, renderApiReference, slugify } from '@site/src/api-metadata/render';
import { fromTypeScript } from '@site/src/api-metadata/fromTypeScript';
import { admitsCapacitor } from '@site/src/api-metadata/release';
import { repairUnresolvedTypes } from '@site/src/api-metadata/repairTypes';
import type { ApiMetadata } from '@site/src/api-metadata/types';

const siteDir = path.resolve(__dirname, '../..');
const metadata = (slug: string): ApiMetadata =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'api-metadata/v7', `${slug}.json`), 'utf8'));

describe('API metadata', () => {
  it('is committed for every official plugin page', () => {
    for (const { slug } of apiPluginsOf('v7'))
      expect(metadata(slug).methods.length, slug).toBeGreaterThan(0);
  });

  it('takes the Capacitor major of a version from its label', () => {
    expect(capacitorMajorOf('current')).toBe(8);
    expect(capacitorMajorOf('v7')).toBe(7);
    expect(apiPluginsOf('v7').map((p) => p.slug)).toContain('privacy-screen');
    expect(apiPluginsOf('v5').map((p) => p.slug)).not.toContain('privacy-screen');
  });

  it('picks plugin releases for Capacitor 7 by their core peer range', () => {
    expect(admitsCapacitor(7, '^7.0.0')).toBe(true);
    expect(admitsCapacitor(7, '>=7.0.0')).toBe(true);
    expect(admitsCapacitor(7, '^6.0.0 || ^7.0.0')).toBe(true);
    expect(admitsCapacitor(7, '>=8.0.0')).toBe(false);
    expect(admitsCapacitor(7, '^6.0.0')).toBe(false);
  });

  it('reads methods, reachable interfaces, aliases and tags from TypeScript declarations', () => {
    const api = fromTypeScript(
      `import type { PluginListenerHandle } from '@capacitor/core';
       export interface EchoPlugin {
         /** @since 1.0.0 */
         echo(options: EchoOptions): Promise<EchoResult>;
         addListener(eventName: 'ping', listenerFunc: () => void): Promise<PluginListenerHandle>;
       }
       export interface EchoOptions {
         /** @default "hi" @since 1.1.0 */
         value?: string;
         mode: EchoMode;
       }
       export interface EchoResult { value: string }
       export type EchoMode = 'loud' | 'quiet';
       export interface Unrelated { x: number }`,
      'EchoPlugin',
      'echo',
      '1.0.0',
    );
    expect(api.methods.map((m) => m.signature)).toEqual([
      'echo(options: EchoOptions) => Promise<EchoResult>',
      "addListener(eventName: 'ping', listenerFunc: () => void) => Promise<PluginListenerHandle>",
    ]);
    expect(api.methods[0].since).toBe('1.0.0');
    expect(api.interfaces.map((i) => i.name)).toEqual(['EchoOptions', 'EchoResult']);
    expect(api.interfaces[0].properties[0]).toEqual({
      name: 'value',
      type: 'string',
      default: '"hi"',
      since: '1.1.0',
    });
    expect(api.typeAliases).toEqual([{ name: 'EchoMode', type: "'loud' | 'quiet'" }]);
  });

  it("fills types docs.json left unresolved from the release's declarations", () => {
    const base = {
      package: 'echo',
      version: '1.0.0',
      typeAliases: [],
      enums: [],
      pluginConfig: [],
    };
    const method = (returns: string, since?: string) => ({
      name: 'check',
      signature: `check() => ${returns}`,
      parameters: [],
      returns,
      since,
    });
    const docs: ApiMetadata = {
      ...base,
      source: 'docs.json',
      methods: [method('any', '1.0.0')],
      interfaces: [
        {
          name: 'Options',
          properties: [
            { name: 'apis', type: '{}', since: '1.1.0' },
            { name: 'extra', type: 'any' },
          ],
          methods: [],
        },
      ],
    };
    const declared: ApiMetadata = {
      ...base,
      source: 'typescript',
      methods: [method('Promise<Status>')],
      interfaces: [
        {
          name: 'Options',
          properties: [
            { name: 'apis', type: 'Api[]' },
            { name: 'extra', type: 'any' },
          ],
          methods: [],
        },
      ],
    };
    const repaired = repairUnresolvedTypes(docs, declared);
    expect(repaired.methods[0]).toEqual(method('Promise<Status>', '1.0.0'));
    expect(repaired.interfaces[0].properties).toEqual([
      { name: 'apis', type: 'Api[]', since: '1.1.0' },
      { name: 'extra', type: 'any' },
    ]);
  });
});

describe('API reference skeleton and check', () => {
  it.each(API_PLUGINS.map((p) => p.slug))(
    '%s: the rendered skeleton satisfies the check',
    (slug) => {
      expect(checkApiPage(renderApiReference(metadata(slug)), metadata(slug))).toEqual([]);
    },
  );

  it('uses the English site anchors', () => {
    expect(slugify("addListener('appStateChange', ...)")).toBe('addlistenerappstatechange-');
    expect(slugify('getPhoto(...)')).toBe('getphoto');
  });

  it('leaves out default and version columns no row fills, and links every declared type', () => {
    const browser = renderApiReference(metadata('inappbrowser'));
    const webViewOptions = browser.slice(browser.indexOf('#### WebViewOptions'));
    expect(webViewOptions).toMatch(/^\| 属性 \| 类型 \| 说明 \|$/m);
    expect(browser).toContain('<code><a href="#ioswebviewoptions">iOSWebViewOptions</a></code>');

    const camera = renderApiReference(metadata('camera'));
    const imageOptions = camera.slice(camera.indexOf('#### ImageOptions'));
    expect(imageOptions).toMatch(/^\| 属性 \| 类型 \| 说明 \| 默认值 \| 起始版本 \|$/m);
  });

  it("numbers a type's heading id that repeats a section's, like the English site", () => {
    const runner = renderApiReference(metadata('background-runner'));
    expect(runner).toContain('## API {#api}');
    expect(runner).toContain('#### API {#api-1}');
    expect(runner).toContain('<a href="#api-1">API</a>[]');
  });

  const camera = metadata('camera');
  const page = renderApiReference(camera);

  it('compares a type alias without its doc comments, which pages translate', () => {
    const api: ApiMetadata = {
      ...camera,
      methods: [],
      interfaces: [],
      enums: [],
      pluginConfig: [],
      typeAliases: [{ name: 'Hint', type: '{\n  /** Shown to the user */\n  text: string;\n}' }],
    };
    const translated =
      '#### Hint {#hint}\n\n```typescript\n{\n  /** 显示给用户的提示 */\n  text: string;\n}\n```\n';
    expect(checkApiPage(translated, api)).toEqual([]);
    expect(checkApiPage(translated.replace('text: string', 'text: number'), api)).toEqual([
      `type alias Hint: type "${api.typeAliases[0].type}" missing`,
    ]);
  });

  it('reports a missing property row, a wrong version, a missing signature and enum member', () => {
    const withoutQuality = page.replace(/^\| \*\*`quality`\*\*.*\n/m, '');
    expect(checkApiPage(withoutQuality, camera)).toContain('ImageOptions.quality: no table row');

    const wrongSince = page.replace('**起始版本：** 1.2.0', '**起始版本：** 9.9.9');
    expect(checkApiPage(wrongSince, camera).join()).toMatch(/pickImages: since 1\.2\.0 missing/);

    const noSignature = page.replace('getPhoto(options: ImageOptions) => Promise<Photo>', '');
    expect(checkApiPage(noSignature, camera)).toContain(
      'method getPhoto(options: ImageOptions) => Promise<Photo>: signature missing',
    );

    const noPrompt = page.replace(/^\| \*\*`Prompt`\*\*.*\n/m, '');
    expect(checkApiPage(noPrompt, camera)).toContain('enum CameraSource.Prompt: no table row');
  });

  it('reports a method the page documents but the release does not have', () => {
    const stale = page.replace(
      '### getPhoto(...)',
      '### takeSelfie() {#stale}\n\nGone.\n\n### getPhoto(...)',
    );
    expect(checkApiPage(stale, camera)).toContain(
      `method heading "takeSelfie()": not in ${camera.package}@${camera.version}`,
    );
  });

  it('heads listeners by their event names, unions included, like the English site', () => {
    const browser = metadata('inappbrowser');
    const headings = browser.methods.filter((m) => m.name === 'addListener').map(methodHeading);
    expect(headings).toContain("addListener('browserClosed' | 'browserPageLoaded', ...)");
    expect(headings).toContain("addListener('browserPageNavigationCompleted', ...)");
  });
});
