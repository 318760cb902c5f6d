import { describe, expect, it } from 'vitest';
import { checkApiPage } from '@site/tools/api-metadata/checkPage';
import { renderApiReference } from '@site/tools/api-metadata/render';
import type { ApiMetadata } from '@site/tools/api-metadata/types';
import { apiMetadata as metadata } from '../helpers/fixtures';

describe('API reference skeleton and check', () => {
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

  it("accepts an optional property's type as the English writes it (T for T | undefined), nothing looser", () => {
    const api: ApiMetadata = {
      ...camera,
      methods: [],
      enums: [],
      typeAliases: [],
      pluginConfig: [],
      interfaces: [
        {
          name: 'Options',
          methods: [],
          properties: [{ name: 'title', type: 'string | undefined', since: '1.0.0' }],
        },
      ],
    };
    const row = (type: string) =>
      `#### Options {#options}\n\n| 属性 | 类型 | 说明 | 起始版本 |\n| --- | --- | --- | --- |\n| **\`title\`** | <code>${type}</code> | 标题。 | 1.0.0 |\n`;
    expect(checkApiPage(row('string &#124; undefined'), api)).toEqual([]);
    expect(checkApiPage(row('string'), api)).toEqual([]);
    expect(checkApiPage(row('number'), api)).toEqual([
      'Options.title: type "string | undefined" missing',
    ]);
    expect(checkApiPage(row('string &#124; null'), api)).toEqual([
      'Options.title: type "string | undefined" missing',
    ]);
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
});
