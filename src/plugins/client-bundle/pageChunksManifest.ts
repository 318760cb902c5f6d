/**
 * Rewrites the client manifest (`client-manifest.json`) that Docusaurus's
 * server-side rendering reads to put each page's scripts into its HTML.
 *
 * Docusaurus writes it with react-loadable-ssr-addon, which files chunks
 * under their name, or their id when unnamed, in one table. Our chunk names
 * are short numbers (./chunkNames.cjs) and chunk ids are numbers too, so
 * names and ids collide and chunks go missing or are mistaken for others.
 * Here a chunk's files are found by its id, and a named group (the entry
 * `main`, and each page module's import()) by its name, in separate tables.
 *
 * The server's route registry reports each page module by its chunk name
 * (./registryLoader.cjs), and react-loadable-ssr-addon's getBundles, which
 * Docusaurus calls, reads this manifest: `origins[name]` → chunk ids,
 * `assets[id]` → files by extension.
 */
import fs from 'node:fs';
import path from 'node:path';

type AssetFile = { file: string; publicPath: string };
export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, AssetFile[]>>;
};

type ChunkLike = { id: string | number | null | undefined; files: Iterable<string> };
type GroupLike = { name?: string | null; chunks: readonly ChunkLike[] };
type EntrypointLike = GroupLike & { getRuntimeChunk(): ChunkLike | null };
/** What this plugin reads of an Rspack compilation. */
type CompilationLike = {
  outputOptions: { publicPath?: unknown };
  entrypoints: ReadonlyMap<string, EntrypointLike>;
  chunkGroups: readonly GroupLike[];
  chunks: Iterable<ChunkLike>;
};
type CompilerLike = {
  hooks: { emit: { tap(name: string, run: (compilation: CompilationLike) => void): void } };
};

/** The manifest for a compilation's chunks and named chunk groups. */
export function manifestOf({
  entrypoints,
  groups,
  chunks,
  publicPath,
}: {
  entrypoints: string[];
  groups: readonly GroupLike[];
  chunks: readonly ChunkLike[];
  publicPath: string;
}): ClientManifest {
  const assets: ClientManifest['assets'] = {};
  for (const chunk of chunks) {
    if (chunk.id === null || chunk.id === undefined) continue;
    const byExtension: Record<string, AssetFile[]> = {};
    for (const file of chunk.files) {
      const extension = path.extname(file).slice(1).toLowerCase();
      if (extension !== 'js' && extension !== 'css') continue;
      (byExtension[extension] ??= []).push({ file, publicPath: `${publicPath}${file}` });
    }
    assets[String(chunk.id)] = byExtension;
  }
  const origins: ClientManifest['origins'] = {};
  for (const group of groups) {
    if (!group.name) continue;
    const ids = group.chunks.flatMap((chunk) =>
      chunk.id === null || chunk.id === undefined ? [] : [String(chunk.id)],
    );
    origins[group.name] = [...new Set([...(origins[group.name] ?? []), ...ids])];
  }
  return { entrypoints, origins, assets };
}

/** Entry chunks in the order their scripts must run: the runtime first. */
function entryGroups(compilation: CompilationLike): GroupLike[] {
  return [...compilation.entrypoints].map(([name, entrypoint]) => {
    const runtime = entrypoint.getRuntimeChunk();
    const others = entrypoint.chunks.filter((chunk) => chunk !== runtime);
    return { name, chunks: runtime ? [runtime, ...others] : others };
  });
}

export class PageChunksManifestPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: CompilerLike): void {
    // After react-loadable-ssr-addon's own `emit` (Docusaurus adds it first).
    compiler.hooks.emit.tap('PageChunksManifestPlugin', (compilation) => {
      const publicPath = String(compilation.outputOptions.publicPath ?? '');
      const manifest = manifestOf({
        entrypoints: [...compilation.entrypoints.keys()],
        groups: [...entryGroups(compilation), ...compilation.chunkGroups],
        chunks: [...compilation.chunks],
        publicPath,
      });
      fs.mkdirSync(path.dirname(this.manifestPath), { recursive: true });
      fs.writeFileSync(this.manifestPath, JSON.stringify(manifest));
    });
  }
}
