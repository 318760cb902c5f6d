/**
 * The plugin API pages' method signatures (generated from api-metadata)
 * against the object readers call: the package's exported value whose
 * members the metadata names (`Camera`, or a class such as google-maps'
 * `GoogleMap`, static and instance members). Each signature must be
 * assignable both ways to the declared member, Methods the package declares
 * but the page leaves out (internal helpers such as GoogleMap.initScrolling) are not reported.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { COMPILER_OPTIONS } from './compile';

type Method = { name: string; signature: string };
type Metadata = { package: string; version: string; methods: Method[]; slug: string };

export type SignatureProblem = { pkg: string; method: string; message: string };

/** `name(params) => Return` as a call signature `(params): Return`. */
export function callSignature(signature: string): string {
  const open = signature.indexOf('(');
  let depth = 0;
  for (let i = open; i < signature.length; i++) {
    if (signature[i] === '(') depth++;
    if (signature[i] === ')' && --depth === 0) {
      const rest = signature.slice(i + 1).trim();
      if (!rest.startsWith('=>')) break;
      return `${signature.slice(open, i + 1)}: ${rest.slice(2).trim()}`;
    }
  }
  throw new Error(`Not a method signature: ${signature}`);
}

/** Every exported interface, type alias, enum and class of a package's declaration files, by name: the first file wins. */
function typeDeclarations(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
      else if (entry.name.endsWith('.d.ts')) {
        for (const m of fs
          .readFileSync(full, 'utf8')
          .matchAll(/^export (?:declare )?(?:interface|type|enum|class|const enum) (\w+)/gm)) {
          if (!out.has(m[1])) out.set(m[1], full);
        }
      }
    }
  };
  walk(dir);
  return out;
}

function membersOf(checker: ts.TypeChecker, symbol: ts.Symbol, decl: ts.Node) {
  const valueType = checker.getTypeOfSymbolAtLocation(symbol, decl);
  const statics = new Set(valueType.getProperties().map((p) => p.name));
  const isClass = (symbol.flags & ts.SymbolFlags.Class) !== 0;
  const instance = isClass ? checker.getDeclaredTypeOfSymbol(symbol) : undefined;
  const instances = new Set(instance?.getProperties().map((p) => p.name) ?? []);
  const methods = (t: ts.Type | undefined) =>
    (t?.getProperties() ?? []).filter((p) => {
      const d = p.valueDeclaration ?? p.declarations?.[0];
      if (
        !d ||
        ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)
      )
        return false;
      return checker.getTypeOfSymbolAtLocation(p, decl).getCallSignatures().length > 0;
    });
  return {
    statics,
    instances,
    isClass,
    callable: [...methods(valueType), ...methods(instance)].map((p) => p.name),
  };
}

export function compareSignatures(packageRoot: string, metadataDir: string): SignatureProblem[] {
  const problems: SignatureProblem[] = [];
  const all = fs
    .readdirSync(metadataDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      ...(JSON.parse(fs.readFileSync(path.join(metadataDir, f), 'utf8')) as Metadata),
      slug: f.replace(/\.json$/, ''),
    }))
    .filter(
      (m) =>
        !Array.isArray(m) &&
        m.methods?.length &&
        fs.existsSync(path.join(packageRoot, 'node_modules', m.package)),
    );
  const files = new Map<string, string>();
  const probe = (m: Metadata) =>
    path.join(packageRoot, 'signatures', `${m.package.replace('/', '__')}.ts`);
  for (const m of all) files.set(probe(m), `import * as P from '${m.package}';\nexport { P };\n`);
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (name, v, e, s) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name)!, v, true)
      : getSourceFile(name, v, e, s);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  const first = ts.createProgram([...files.keys()], COMPILER_OPTIONS, host);
  const checker = first.getTypeChecker();

  // Which exported value readers call, and the assignability checks for it.
  const checks = new Map<string, { m: Metadata; names: string[] }>();
  for (const m of all) {
    const sf = first.getSourceFile(probe(m))!;
    const moduleSymbol = checker.getSymbolAtLocation(
      (sf.statements[0] as ts.ImportDeclaration).moduleSpecifier,
    );
    if (!moduleSymbol) continue;
    const exports = checker.getExportsOfModule(moduleSymbol);
    const wanted = new Set(m.methods.map((x) => x.name));
    const pascal = m.slug.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
    // Candidates: each exported value (an object or a class), and, in Capacitor 2, each plugin of the `Plugins` registry.
    type Candidate = {
      value: string;
      base: string;
      score: number;
      info: ReturnType<typeof membersOf>;
    };
    let best: Candidate | undefined;
    const consider = (value: string, base: string, info: ReturnType<typeof membersOf>) => {
      // A tie goes to the value named after the plugin (Capacitor 2's Keyboard and SplashScreen both have show and hide).
      const named = base.includes(`'${pascal}'`) || value === pascal ? 0.5 : 0;
      const score =
        [...wanted].filter((n) => info.statics.has(n) || info.instances.has(n)).length + named;
      if (!best || score > best.score) best = { value, base, score, info };
    };
    for (const e of exports) {
      const symbol = e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e;
      if (!(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Class))) continue;
      consider(e.name, `typeof ${e.name}`, membersOf(checker, symbol, sf));
      if (e.name === 'Plugins') {
        for (const plugin of checker.getTypeOfSymbolAtLocation(symbol, sf).getProperties()) {
          consider('Plugins', `(typeof Plugins)['${plugin.name}']`, membersOf(checker, plugin, sf));
        }
      }
    }
    if (!best || best.score === 0) {
      problems.push({
        pkg: m.package,
        method: '*',
        message: `no exported value of ${m.package} has the page's methods`,
      });
      continue;
    }
    const found: Candidate = best;
    const value = found.value;
    const typeNames = typeDeclarations(path.join(packageRoot, 'node_modules', m.package));
    const used = new Set<string>();
    let text = '';
    const byName = new Map<string, Method[]>();
    for (const method of m.methods)
      byName.set(method.name, [...(byName.get(method.name) ?? []), method]);
    const names = [...byName.keys()];
    names.forEach((name, i) => {
      const sigs = byName.get(name)!.map((x) => callSignature(x.signature));
      for (const s of sigs)
        for (const id of s.match(/\b[A-Z]\w*/g) ?? []) if (typeNames.has(id)) used.add(id);
      // Docgen drops a method's type parameters (`dispatchEvent<T>` … `Promise<T>`): restore single-letter ones.
      const generics = [...new Set(sigs.join(' ').match(/\b[A-Z]\b/g) ?? [])];
      if (generics.length) sigs.forEach((x, j) => (sigs[j] = `<${generics.join(', ')}>${x}`));
      const actual = found.info.statics.has(name)
        ? `${found.base}['${name}']`
        : `${value}['${name}']`;
      text += `type Doc${i} = { ${sigs.join('; ')} };\ntype Actual${i} = ${actual};\n`;
      text += `declare const doc${i}: Doc${i};\ndeclare const actual${i}: Actual${i};\n`;
      text += `export const toDoc${i}: Doc${i} = actual${i};\nexport const toActual${i}: Actual${i} = doc${i};\n`;
    });
    used.delete(value);
    const imports =
      `import { ${value} } from '${m.package}';\n` +
      [...used]
        .map((n) => `import type { ${n} } from '${typeNames.get(n)!.replace(/\.d\.ts$/, '')}';\n`)
        .join('');
    const core = ['PluginListenerHandle', 'PermissionState'].filter(
      (n) => !used.has(n) && text.includes(n),
    );
    files.set(
      probe(m),
      `${imports}${core.length ? `import type { ${core.join(', ')} } from '@capacitor/core';\n` : ''}${text}`,
    );
    checks.set(probe(m), { m, names });
  }
  const second = ts.createProgram([...checks.keys()], COMPILER_OPTIONS, host);
  for (const [file, { m, names }] of checks) {
    const sf = second.getSourceFile(file)!;
    for (const d of [...second.getSyntacticDiagnostics(sf), ...second.getSemanticDiagnostics(sf)]) {
      const line = sf.getLineAndCharacterOfPosition(d.start ?? 0).line;
      const text = sf.text.split('\n')[line];
      const i = Number(
        /\d+/.exec(text.replace(/^.*?(Doc|Actual|doc|actual|toDoc|toActual)/, ''))?.[0] ?? -1,
      );
      problems.push({
        pkg: m.package,
        method: names[i] ?? '?',
        message: `${/toDoc/.test(text) ? "the declaration is not assignable to the page's signature" : /toActual/.test(text) ? "the page's signature is not assignable to the declaration" : 'signature does not compile'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ').slice(0, 300)}`,
      });
    }
  }
  return problems;
}
