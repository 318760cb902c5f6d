/**
 * tools/bench/hydration.ts learns when a page starts to hydrate by a setter
 * on window.docusaurusRoot, which @docusaurus/core's client entry assigns
 * with the root it hydrates (and reuses when set).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECORD_AT_HYDRATION } from '@site/tools/bench/hydration';

const CORE = '@docusaurus/core';
const root = path.dirname(require.resolve(`${CORE}/package.json`));
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};

describe(`${CORE}'s client entry (installed ${version})`, () => {
  it('stores the hydrated root in window.docusaurusRoot, which the first-load measurement watches', () => {
    const entry = fs.readFileSync(path.join(root, 'lib/client/clientEntry.js'), 'utf8');
    expect(
      entry,
      `${CORE}@${version} changed how it keeps its React root: check tools/bench/hydration.ts (ARCHITECTURE.md, 补丁点)`,
    ).toMatch(/window\.docusaurusRoot = ReactDOM\.hydrateRoot\(container, app/);
    expect(RECORD_AT_HYDRATION).toContain("Object.defineProperty(window, 'docusaurusRoot'");
  });
});
