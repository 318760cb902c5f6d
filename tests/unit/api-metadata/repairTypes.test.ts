import { describe, expect, it } from 'vitest';
import { repairUnresolvedTypes } from '@site/tools/api-metadata/repairTypes';
import type { ApiMetadata } from '@site/tools/api-metadata/types';

describe('API metadata', () => {
  it("fills types docs.json left unresolved from the release's declarations", () => {
    const base = {
      package: 'echo',
      version: '1.0.0',
      typeAliases: [],
      enums: [],
      pluginConfig: [],
    };
    const method = (returns: string, since?: string) => ({
      name: 'check',
      signature: `check() => ${returns}`,
      parameters: [],
      returns,
      since,
    });
    const docs: ApiMetadata = {
      ...base,
      source: 'docs.json',
      methods: [method('any', '1.0.0')],
      interfaces: [
        {
          name: 'Options',
          properties: [
            { name: 'apis', type: '{}', since: '1.1.0' },
            { name: 'extra', type: 'any' },
          ],
          methods: [],
        },
      ],
    };
    const declared: ApiMetadata = {
      ...base,
      source: 'typescript',
      methods: [method('Promise<Status>')],
      interfaces: [
        {
          name: 'Options',
          properties: [
            { name: 'apis', type: 'Api[]' },
            { name: 'extra', type: 'any' },
          ],
          methods: [],
        },
      ],
    };
    const repaired = repairUnresolvedTypes(docs, declared);
    expect(repaired.methods[0]).toEqual(method('Promise<Status>', '1.0.0'));
    expect(repaired.interfaces[0].properties).toEqual([
      { name: 'apis', type: 'Api[]', since: '1.1.0' },
      { name: 'extra', type: 'any' },
    ]);
  });
});
