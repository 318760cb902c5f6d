/**
 * The chunk name → file map leaves the runtime chunk for a file of its own,
 * which link prefetching fetches.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { chunkFilesAsset } from '../../../../src/plugins/client-bundle/chunkFiles';
import {
  ChunkFilesPlugin,
  chunkFilesOf,
  isChunkAssetPlugin,
} from '../../../../src/plugins/client-bundle/chunkFilesPlugin';

const load = createRequire(__filename);

const chunks = [
  { name: 'main', files: new Set(['assets/js/main.1a2b3c4d.js', 'assets/css/styles.5e6f.css']) },
  { name: 'oj', files: new Set(['assets/js/881.abcdef12.js']) },
  { name: null, files: new Set(['assets/js/6.abcdef12.js']) },
  { name: 'styles-only', files: new Set(['assets/css/x.css']) },
];

describe('chunkFilesOf', () => {
  it('maps each named chunk to its script, leaving out unnamed and script-less chunks', () => {
    expect(chunkFilesOf(chunks)).toEqual({
      main: 'assets/js/main.1a2b3c4d.js',
      oj: 'assets/js/881.abcdef12.js',
    });
  });
});

describe('chunkFilesAsset', () => {
  it("is named by the build's hash, as the chunks are", () => {
    expect(chunkFilesAsset('b038adb2d6d39059')).toBe('assets/js/chunk-files.b038adb2.json');
  });
});

describe('isChunkAssetPlugin', () => {
  it("recognises Docusaurus's own plugin and nothing else", () => {
    const { default: ChunkAssetPlugin } = load(
      '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    ) as { default: new () => object };
    expect(isChunkAssetPlugin(new ChunkAssetPlugin())).toBe(true);
    expect(isChunkAssetPlugin(new ChunkFilesPlugin())).toBe(false);
    expect(isChunkAssetPlugin(undefined)).toBe(false);
  });
});

describe('ChunkFilesPlugin', () => {
  function run(hash: string | null) {
    const emitted: Record<string, string> = {};
    let processAssets: (() => void) | undefined;
    const compilation = {
      hash,
      chunks,
      hooks: { processAssets: { tap: (_options: object, fn: () => void) => (processAssets = fn) } },
      emitAsset: (file: string, source: { text: string }) => (emitted[file] = source.text),
    };
    new ChunkFilesPlugin().apply({
      hooks: { thisCompilation: { tap: (_name, fn) => fn(compilation as never) } },
      webpack: {
        Compilation: { PROCESS_ASSETS_STAGE_SUMMARIZE: 1000 },
        sources: {
          RawSource: class {
            constructor(public text: string) {}
          },
        },
      },
    });
    processAssets!();
    return emitted;
  }

  it('writes the map beside the chunks, under the name the browser asks for', () => {
    const emitted = run('abcdef1234567890');
    expect(Object.keys(emitted)).toEqual([chunkFilesAsset('abcdef1234567890')]);
    expect(JSON.parse(emitted[chunkFilesAsset('abcdef1234567890')])).toEqual(chunkFilesOf(chunks));
  });

  it('fails the build without a hash to name the file by', () => {
    expect(() => run(null)).toThrow('chunk-files');
  });
});
