/**
 * Reads API facts from TypeScript declarations with the compiler API, for
 * packages that ship no docs.json (and for the APIs inside @capacitor/core).
 */
import ts from 'typescript';
import type { ApiInterface, ApiMetadata, ApiMethod, ApiProperty } from './types';

type Declaration = ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.EnumDeclaration;

function jsDocTag(node: ts.Node, name: string): string | undefined {
  const found = ts.getJSDocTags(node).find((t) => t.tagName.text === name);
  if (!found) return undefined;
  const comment =
    typeof found.comment === 'string' ? found.comment : ts.getTextOfJSDocComment(found.comment);
  return comment?.trim() || undefined;
}

function referencedNames(node: ts.Node, out: Set<string>) {
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) out.add(node.typeName.text);
  if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression))
    out.add(node.expression.text);
  ts.forEachChild(node, (child) => referencedNames(child, out));
}

export function fromTypeScript(
  source: string,
  mainInterface: string,
  pkg: string,
  version: string,
): ApiMetadata {
  const file = ts.createSourceFile('definitions.d.ts', source, ts.ScriptTarget.Latest, true);
  const declarations = new Map<string, Declaration>();
  file.forEachChild((node) => {
    if (
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isEnumDeclaration(node)
    ) {
      declarations.set(node.name.text, node);
    }
  });
  // Comments dropped, so inline object types carry no English prose.
  const text = (node: ts.Node | undefined) =>
    node
      ? node
          .getText(file)
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\/\/.*$/gm, '')
          .replace(/\s+/g, ' ')
          .trim()
      : 'void';

  const method = (m: ts.MethodSignature): ApiMethod => {
    const parameters = m.parameters.map((p) => ({
      name: p.name.getText(file),
      type: text(p.type),
    }));
    const name = m.name.getText(file);
    const params = m.parameters
      .map((p) => `${p.name.getText(file)}${p.questionToken ? '?' : ''}: ${text(p.type)}`)
      .join(', ');
    return {
      name,
      signature: `${name}(${params}) => ${text(m.type)}`,
      parameters,
      returns: text(m.type),
      since: jsDocTag(m, 'since'),
    };
  };
  const property = (p: ts.PropertySignature): ApiProperty => ({
    name: p.name.getText(file),
    type: text(p.type),
    default: jsDocTag(p, 'default'),
    since: jsDocTag(p, 'since'),
  });

  const main = declarations.get(mainInterface);
  if (!main || !ts.isInterfaceDeclaration(main))
    throw new Error(`${pkg}: no interface ${mainInterface}`);

  // Every declaration the main interface reaches, in source order.
  const reached = new Set<string>();
  const queue = [mainInterface];
  while (queue.length > 0) {
    const name = queue.pop()!;
    const node = declarations.get(name);
    if (!node || reached.has(name)) continue;
    reached.add(name);
    const refs = new Set<string>();
    referencedNames(node, refs);
    queue.push(...refs);
  }
  reached.delete(mainInterface);
  const ordered = [...declarations.entries()]
    .filter(([name]) => reached.has(name))
    .map(([, node]) => node);

  const interfaces: ApiInterface[] = ordered.filter(ts.isInterfaceDeclaration).map((node) => ({
    name: node.name.text,
    properties: node.members.filter(ts.isPropertySignature).map(property),
    methods: node.members.filter(ts.isMethodSignature).map(method),
  }));
  return {
    package: pkg,
    version,
    source: 'typescript',
    methods: main.members.filter(ts.isMethodSignature).map(method),
    interfaces,
    typeAliases: ordered
      .filter(ts.isTypeAliasDeclaration)
      .map((node) => ({ name: node.name.text, type: text(node.type) })),
    enums: ordered.filter(ts.isEnumDeclaration).map((node) => ({
      name: node.name.text,
      members: node.members.map((m) => ({
        name: m.name.getText(file),
        value: m.initializer ? text(m.initializer) : '',
        since: jsDocTag(m, 'since'),
      })),
    })),
    pluginConfig: [],
  };
}
