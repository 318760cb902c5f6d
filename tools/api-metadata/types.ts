/** Facts-only API metadata of one plugin release: names, signatures, types, defaults, versions. */
export type ApiProperty = { name: string; type: string; default?: string; since?: string };
export type ApiMethod = {
  name: string;
  signature: string;
  parameters: { name: string; type: string }[];
  returns: string;
  since?: string;
};
export type ApiInterface = { name: string; properties: ApiProperty[]; methods: ApiMethod[] };
export type ApiTypeAlias = { name: string; type: string };
export type ApiEnum = { name: string; members: { name: string; value: string; since?: string }[] };

export type ApiMetadata = {
  package: string;
  version: string;
  source: 'docs.json' | 'typescript';
  methods: ApiMethod[];
  interfaces: ApiInterface[];
  typeAliases: ApiTypeAlias[];
  enums: ApiEnum[];
  pluginConfig: ApiProperty[];
};
