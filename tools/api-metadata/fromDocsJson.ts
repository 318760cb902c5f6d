import type { ApiMetadata, ApiMethod, ApiProperty } from './types';

type Tag = { name: string; text?: string };
type DocsMethod = {
  name: string;
  signature: string;
  parameters: { name: string; type: string }[];
  returns: string;
  tags: Tag[];
};
type DocsProperty = { name: string; type: string; tags: Tag[] };
export type DocsJson = {
  api: { methods: DocsMethod[] };
  interfaces: { name: string; properties: DocsProperty[]; methods: DocsMethod[] }[];
  typeAliases: { name: string; types: { text: string }[] }[];
  enums: { name: string; members: { name: string; value: string; tags: Tag[] }[] }[];
  pluginConfigs?: { properties: DocsProperty[] }[];
};

const tag = (tags: Tag[], name: string) =>
  tags.find((t) => t.name === name)?.text?.trim() || undefined;

function method(m: DocsMethod): ApiMethod {
  return {
    name: m.name,
    signature: `${m.name}${m.signature}`,
    parameters: m.parameters.map(({ name, type }) => ({ name, type })),
    returns: m.returns,
    since: tag(m.tags, 'since'),
  };
}

function property(p: DocsProperty): ApiProperty {
  return {
    name: p.name,
    type: p.type,
    default: tag(p.tags, 'default'),
    since: tag(p.tags, 'since'),
  };
}

/** Keeps the facts of a docgen `dist/docs.json` and drops its English prose. */
export function fromDocsJson(docs: DocsJson, pkg: string, version: string): ApiMetadata {
  return {
    package: pkg,
    version,
    source: 'docs.json',
    methods: docs.api.methods.map(method),
    interfaces: docs.interfaces.map((i) => ({
      name: i.name,
      properties: i.properties.map(property),
      methods: i.methods.map(method),
    })),
    typeAliases: docs.typeAliases.map((t) => ({
      name: t.name,
      type: t.types.map((x) => x.text).join(' | '),
    })),
    enums: docs.enums.map((e) => ({
      name: e.name,
      members: e.members.map((m) => ({
        name: m.name,
        value: m.value,
        since: tag(m.tags, 'since'),
      })),
    })),
    pluginConfig: (docs.pluginConfigs ?? []).flatMap((c) => c.properties.map(property)),
  };
}
