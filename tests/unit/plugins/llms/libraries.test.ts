import { describe, expect, it } from 'vitest';
import { DECLARED_BY, loadToolchain, resolveThrough } from '@site/src/plugins/llms/libraries';

describe('the Markdown toolchain, resolved through the packages that declare it', () => {
  it.each(Object.entries(DECLARED_BY))('%s resolves from its declaring package', (name, chain) => {
    expect(chain[0]).toBe('@docusaurus/core/package.json');
    expect(chain[chain.length - 1]).toBe(name);
    expect(resolveThrough(chain)).toMatch(/node_modules/);
  });

  it('loads every part', async () => {
    const toolchain = await loadToolchain();
    for (const [name, part] of Object.entries(toolchain)) {
      expect(typeof part, name).toBe('function');
    }
    expect(toolchain.escapeMarkdownHeadingIds('## A {#a}')).toBe('## A \\{#a}');
  });
});
