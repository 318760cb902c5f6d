import type { ApiMetadata, ApiMethod } from './types';

/** Types docgen writes when it could not resolve one (e.g. a Promise of an imported interface). */
const UNRESOLVED = new Set(['any', '{}']);

/**
 * Some packages ship a docs.json whose docgen run failed to resolve types
 * (`checkPermissions() => any`, `apis: {}`). Where the TypeScript
 * declarations of the same release say more, their type wins; names,
 * defaults and "since" versions stay those of docs.json.
 */
export function repairUnresolvedTypes(docs: ApiMetadata, declared: ApiMetadata): ApiMetadata {
  const overloadIndex = new Map<string, number>();
  const methods = docs.methods.map((m): ApiMethod => {
    const index = overloadIndex.get(m.name) ?? 0;
    overloadIndex.set(m.name, index + 1);
    const twin = declared.methods.filter((d) => d.name === m.name)[index];
    if (!twin || !UNRESOLVED.has(m.returns) || UNRESOLVED.has(twin.returns)) return m;
    return {
      ...m,
      returns: twin.returns,
      signature: `${m.signature.slice(0, -m.returns.length)}${twin.returns}`,
    };
  });
  const interfaces = docs.interfaces.map((i) => {
    const twin = declared.interfaces.find((d) => d.name === i.name);
    if (!twin) return i;
    return {
      ...i,
      properties: i.properties.map((p) => {
        const declaredType = twin.properties.find((d) => d.name === p.name)?.type;
        return UNRESOLVED.has(p.type) && declaredType && !UNRESOLVED.has(declaredType)
          ? { ...p, type: declaredType }
          : p;
      }),
    };
  });
  return { ...docs, methods, interfaces };
}
