/**
 * Type-checks a version's code blocks with the TypeScript compiler API: one
 * program over virtual files placed inside the version's installed package
 * set, so imports resolve to the real packages. Syntactic and semantic
 * diagnostics are both collected (plain `tsc` stops at syntax errors). A
 * block that fails alone is retried after the page's nearest preceding block,
 * then after all its preceding blocks, as one module.
 */
import path from 'node:path';
import ts from 'typescript';
import { COMPILED_MARKERS, type CodeBlock } from './blocks';

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  experimentalDecorators: true,
  resolveJsonModule: true,
};

export type PageBlock = { page: string; index: number; block: CodeBlock };

export type Problem = {
  page: string;
  /** Page line of the problem. */
  line: number;
  message: string;
  /** The package declaration the problem is about: file (inside its package) and text. */
  declaration?: { file: string; line: number; text: string };
};

export type Outcome = 'alone' | 'page' | 'marked' | 'failed' | 'stale-marker';

export type BlockResult = PageBlock & { outcome: Outcome; problems: Problem[] };

const EXTENSIONS = { ts: '.ts', tsx: '.tsx', js: '.js', jsx: '.jsx' } as const;

type VirtualFile = { name: string; text: string; parts: { pb: PageBlock; startLine: number }[] };

/** Each block is a module of its own, as a reader's file would be. */
const MODULE_TAIL = '\nexport {};\n';

function fileOf(root: string, id: string, blocks: PageBlock[]): VirtualFile {
  const last = blocks[blocks.length - 1];
  const parts: VirtualFile['parts'] = [];
  let text = '';
  let line = 0;
  for (const pb of blocks) {
    parts.push({ pb, startLine: line });
    text += `${pb.block.code}\n`;
    line += pb.block.code.split('\n').length;
  }
  const ext = blocks.some((b) => b.block.language === 'tsx' || b.block.language === 'jsx')
    ? last.block.language.startsWith('j')
      ? '.jsx'
      : '.tsx'
    : EXTENSIONS[last.block.language];
  return { name: path.join(root, 'examples', `${id}${ext}`), text: text + MODULE_TAIL, parts };
}

/** Parsed package and lib files, shared by every program of a run. */
const sourceFiles = new Map<string, ts.SourceFile>();

function createProgram(files: VirtualFile[], options: ts.CompilerOptions): ts.Program {
  const byName = new Map(files.map((f) => [f.name, f]));
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const virtual = byName.get(name);
    if (virtual) return ts.createSourceFile(name, virtual.text, languageVersion, true);
    const cached = sourceFiles.get(name);
    if (cached) return cached;
    const parsed = getSourceFile(name, languageVersion, onError, shouldCreate);
    if (parsed) sourceFiles.set(name, parsed);
    return parsed;
  };
  host.fileExists = (name) => byName.has(name) || fileExists(name);
  host.readFile = (name) => byName.get(name)?.text ?? readFile(name);
  return ts.createProgram({ rootNames: files.map((f) => f.name), options, host });
}

/** A diagnostic of a virtual file: its 0-based line in the file, message and package declaration. */
export type RawProblem = {
  fileLine: number;
  message: string;
  declaration?: Problem['declaration'];
};

/**
 * Results by file text: a file's diagnostics depend only on its text, its
 * extension and the package set, so an unchanged block is not compiled again.
 */
export type ResultCache = Map<string, RawProblem[]>;

function cacheKey(file: VirtualFile, declarations?: VirtualFile): string {
  return `${path.extname(file.name)}\n${declarations ? `${declarations.text}\n` : ''}${file.text}`;
}

/** Diagnoses the files not in the cache (one program for all of them) and fills the cache. */
function diagnose(files: VirtualFile[], cache: ResultCache, declarations?: VirtualFile): void {
  const todo = files.filter((f) => !cache.has(cacheKey(f, declarations)));
  if (todo.length === 0) return;
  const isJs = (f: VirtualFile) => /\.jsx?$/.test(f.name);
  for (const group of [todo.filter((f) => !isJs(f)), todo.filter(isJs)]) {
    if (group.length > 0) diagnoseGroup(group, cache, declarations);
  }
}

/**
 * JavaScript blocks are checked without `strict`: a reader's JavaScript has
 * no annotations to satisfy it, while a wrong name or option still fails.
 */
function diagnoseGroup(todo: VirtualFile[], cache: ResultCache, declarations?: VirtualFile): void {
  const options = /\.jsx?$/.test(todo[0].name)
    ? { ...COMPILER_OPTIONS, strict: false }
    : COMPILER_OPTIONS;
  const program = createProgram(declarations ? [declarations, ...todo] : todo, options);
  for (const file of todo) {
    const source = program.getSourceFile(file.name)!;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    cache.set(
      cacheKey(file, declarations),
      diagnostics.map((d) => ({
        fileLine:
          d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0,
        message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        declaration: packageDeclaration(program, d),
      })),
    );
  }
}

/** The declaration in a package (node_modules) a diagnostic is about, when there is one. */
function packageDeclaration(program: ts.Program, d: ts.Diagnostic): Problem['declaration'] {
  const checker = program.getTypeChecker();
  const candidates: ts.Node[] = [];
  for (const r of d.relatedInformation ?? []) {
    if (r.file && r.start !== undefined) candidates.push(findNode(r.file, r.start));
  }
  if (d.file && d.start !== undefined) {
    for (
      let node: ts.Node | undefined = findNode(d.file, d.start), depth = 0;
      node && depth < 8;
      node = node.parent, depth++
    ) {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const decl = checker.getResolvedSignature(node)?.declaration;
        if (decl) candidates.push(decl);
        const callee = checker.getSymbolAtLocation(
          ts.isCallExpression(node) ? node.expression : node.expression,
        );
        candidates.push(...(callee?.declarations ?? []));
      }
      if (ts.isPropertyAccessExpression(node)) {
        const type = checker.getTypeAtLocation(node.expression);
        candidates.push(
          ...(type.getSymbol()?.declarations ?? []),
          ...(type.aliasSymbol?.declarations ?? []),
        );
      }
      if (ts.isObjectLiteralExpression(node)) {
        const type = checker.getContextualType(node);
        candidates.push(
          ...(type?.getSymbol()?.declarations ?? []),
          ...(type?.aliasSymbol?.declarations ?? []),
        );
      }
      if (ts.isImportDeclaration(node) || ts.isImportSpecifier(node)) {
        const spec = ts.isImportDeclaration(node)
          ? node.moduleSpecifier
          : node.parent.parent.parent.moduleSpecifier;
        const module = checker.getSymbolAtLocation(spec);
        candidates.push(...(module?.declarations ?? []));
      }
    }
  }
  let decl = candidates.find((n) => n.getSourceFile().fileName.includes('/node_modules/'));
  if (!decl) return undefined;
  // A name points at its declaration: the member or type it names.
  while (ts.isIdentifier(decl) || ts.isStringLiteral(decl)) decl = decl.parent;
  const sf = decl.getSourceFile();
  const file = sf.fileName.slice(
    sf.fileName.lastIndexOf('/node_modules/') + '/node_modules/'.length,
  );
  const { line } = sf.getLineAndCharacterOfPosition(decl.getStart(sf));
  const lines = decl.getText(sf).split('\n');
  const text = lines.length > 6 ? [...lines.slice(0, 5), '    …'].join('\n') : lines.join('\n');
  return { file, line: line + 1, text };
}

function findNode(sf: ts.SourceFile, pos: number): ts.Node {
  let found: ts.Node = sf;
  const visit = (node: ts.Node): void => {
    if (pos >= node.getStart(sf) && pos < node.getEnd()) {
      found = node;
      node.forEachChild(visit);
    }
  };
  sf.forEachChild(visit);
  return found;
}

/** Problems of a file that fall on the given block's lines. */
function problemsOf(
  cache: ResultCache,
  file: VirtualFile,
  target: PageBlock,
  declarations?: VirtualFile,
): Problem[] {
  const part = file.parts.find((p) => p.pb === target)!;
  const lineCount = target.block.code.split('\n').length;
  const last = part === file.parts.at(-1);
  return cache
    .get(cacheKey(file, declarations))!
    .filter(
      ({ fileLine }) =>
        fileLine >= part.startLine && (fileLine < part.startLine + lineCount || last),
    )
    .map(({ fileLine, message, declaration }) => ({
      page: target.page,
      // Diagnostics on the appended `export {}` belong to the last block.
      line: target.block.firstLine + Math.min(fileLine - part.startLine, lineCount - 1),
      message,
      declaration,
    }));
}

/** The names a block's own import declarations bind. */
function importedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    if (!clause) continue;
    if (clause.name) names.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const e of bindings.elements) names.add(e.name.text);
  }
  return names;
}

/**
 * A fragment's prelude: every import of the page's blocks, one a name, the
 * first binding of a name winning and the fragment's own imports left out.
 */
function pageImports(siblings: PageBlock[], target: PageBlock): PageBlock {
  const parse = (pb: PageBlock) =>
    ts.createSourceFile('block.tsx', pb.block.code, ts.ScriptTarget.Latest, true);
  const own = importedNames(parse(target));
  const lines = new Map<string, string>();
  for (const pb of siblings) {
    if (pb === target) continue;
    for (const statement of parse(pb).statements) {
      if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
      const from = statement.moduleSpecifier.getText();
      if (from.startsWith("'.") || from.startsWith('".')) continue;
      const clause = statement.importClause;
      const add = (name: string, line: string) => {
        if (!own.has(name) && !lines.has(name)) lines.set(name, line);
      };
      if (clause.name) add(clause.name.text, `import ${clause.name.text} from ${from};`);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        add(bindings.name.text, `import * as ${bindings.name.text} from ${from};`);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const e of bindings.elements)
          add(e.name.text, `import { ${e.getText()} } from ${from};`);
      }
    }
  }
  const code = [...lines.values()].join('\n');
  return { page: target.page, index: -1, block: { ...target.block, code, marker: undefined } };
}

/**
 * Compiles every block under `root` (the version's package set folder) and
 * classifies it: compiles alone, compiles after the page's earlier blocks,
 * marked (and still failing), failed, or marked but compiling (a stale marker).
 */
export function compileBlocks(
  root: string,
  blocks: PageBlock[],
  cache: ResultCache = new Map(),
  readerDeclarations = '',
): BlockResult[] {
  const alone = blocks.map((pb) => fileOf(root, `${pb.page}/${pb.index}`, [pb]));
  diagnose(alone, cache);
  const results: BlockResult[] = blocks.map((pb, i) => {
    const problems = problemsOf(cache, alone[i], pb);
    return { ...pb, outcome: problems.length === 0 ? 'alone' : 'failed', problems };
  });

  // Blocks that failed alone: after the nearest preceding block, then after all of the page's earlier blocks.
  const byPage = new Map<string, PageBlock[]>();
  for (const pb of blocks) byPage.set(pb.page, [...(byPage.get(pb.page) ?? []), pb]);
  for (const nearest of [true, false]) {
    const chains: { result: BlockResult; file: VirtualFile }[] = [];
    for (const result of results) {
      if (result.outcome !== 'failed') continue;
      const siblings = byPage.get(result.page)!;
      const at = siblings.findIndex((pb) => pb.index === result.index);
      const from = nearest ? at - 1 : 0;
      if (at === 0 || (!nearest && at === 1)) continue;
      chains.push({
        result,
        file: fileOf(
          root,
          `${result.page}/${result.index}-from-${from}`,
          siblings.slice(from, at + 1),
        ),
      });
    }
    diagnose(
      chains.map((c) => c.file),
      cache,
    );
    for (const { result, file } of chains) {
      if (problemsOf(cache, file, file.parts.at(-1)!.pb).length === 0) {
        result.outcome = 'page';
        result.problems = [];
      }
    }
  }
  // Marked blocks: a marker on a block that compiles is stale; fragments compile with the reader's declarations.
  const fragments: { result: BlockResult; file: VirtualFile }[] = [];
  for (const result of results) {
    const marker = result.block.marker;
    if (!marker) continue;
    if (result.outcome !== 'failed') {
      result.outcome = 'stale-marker';
      continue;
    }
    result.outcome = 'marked';
    result.problems = [];
    if (COMPILED_MARKERS.includes(marker.kind)) {
      const prelude = pageImports(byPage.get(result.page)!, result);
      fragments.push({
        result,
        file: fileOf(root, `${result.page}/${result.index}-fragment`, [prelude, result]),
      });
    }
  }
  if (fragments.length > 0) {
    const declarations = {
      name: path.join(root, 'examples', 'reader.d.ts'),
      text: readerDeclarations,
      parts: [],
    };
    diagnose(
      fragments.map((f) => f.file),
      cache,
      declarations,
    );
    for (const { result, file } of fragments) {
      result.problems = problemsOf(cache, file, result, declarations);
      if (result.problems.length > 0) result.outcome = 'failed';
    }
  }
  return results;
}
