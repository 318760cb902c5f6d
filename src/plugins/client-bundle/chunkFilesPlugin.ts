/**
 * Docusaurus's ChunkAssetPlugin puts a map of every named chunk (one per
 * page module, over 900 with all versions) into the runtime chunk, which
 * every page loads first: about 3 KiB gzip, read only when a link is
 * prefetched, after the page is interactive. This plugin writes the map to
 * its own file instead (./chunkFiles.ts), which prefetching fetches once
 * (./docusaurusClient.ts); ./index.ts takes ChunkAssetPlugin out of the
 * browser build.
 */
import { chunkFilesAsset } from './chunkFiles';

type ChunkLike = { name?: string | null; files: Iterable<string> };
type CompilationLike = {
  hash?: string | null;
  chunks: Iterable<ChunkLike>;
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, run: () => void): void };
  };
  emitAsset(file: string, source: unknown): void;
};
type CompilerLike = {
  hooks: {
    thisCompilation: { tap(name: string, run: (compilation: CompilationLike) => void): void };
  };
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_SUMMARIZE: number };
    sources: { RawSource: new (source: string) => unknown };
  };
};

const NAME = 'chunk-files';

/** Each named chunk's script file. */
export function chunkFilesOf(chunks: Iterable<ChunkLike>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const chunk of chunks) {
    const script = [...chunk.files].find((file) => file.endsWith('.js'));
    if (chunk.name && script) files[chunk.name] = script;
  }
  return files;
}

/** Is this one of the bundler plugins Docusaurus adds, its ChunkAssetPlugin? */
export function isChunkAssetPlugin(plugin: unknown): boolean {
  return (plugin as { constructor?: { name?: string } })?.constructor?.name === 'ChunkAssetPlugin';
}

export class ChunkFilesPlugin {
  apply(compiler: CompilerLike): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          if (!compilation.hash) throw new Error(`${NAME}: the compilation has no hash yet`);
          compilation.emitAsset(
            chunkFilesAsset(compilation.hash),
            new sources.RawSource(JSON.stringify(chunkFilesOf(compilation.chunks))),
          );
        },
      );
    });
  }
}
