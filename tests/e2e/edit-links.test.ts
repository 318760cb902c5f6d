/**
 * 编辑此页: every built doc page links to its own Markdown file in the
 * repository the build was configured with (SITE_REPOSITORY, which npm test
 * sets; src/siteBuild/repository.ts), in its version's directory, never to
 * the English README upstream's `custom_edit_url` names. Reads build/ only.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { editUrlOf } from '../../src/data/links';
import { repositoryOf } from '../../src/siteBuild/repository';
import { docsDirOf } from '../../src/versions';
import { docAtUrl, readInventory } from '../../src/versions/inventory';
import { builtDocs } from '../../tools/inventory/builtRoutes';
import { BUILD_DIR, builtHtml } from './support';

const inventory = readInventory(process.cwd());
// The repository the build was configured with: npm test exports SITE_REPOSITORY for both.
const repository = repositoryOf();
const docs = builtDocs(BUILD_DIR);

/** The edit links of a page: hrefs to GitHub's editor or to a file on GitHub. */
function editLinks(html: string): string[] {
  const links = [...html.matchAll(/<a\b[^>]*class="?[^">]*theme-edit-this-page[^>]*>/g)].map(
    (m) => /href="?([^"\s>]+)/.exec(m[0])?.[1] ?? '',
  );
  return links;
}

describe('编辑此页', () => {
  it('opens the page’s own file in our repository on every doc page', () => {
    assert.ok(docs.length > 0, `${BUILD_DIR} has no doc pages`);
    const problems: string[] = [];
    for (const { url } of docs) {
      const place = docAtUrl(inventory, url);
      if (!place) continue;
      const file = `${docsDirOf(place.version.name)}/${place.doc.source}`;
      assert.ok(fs.existsSync(path.join(process.cwd(), file)), `${url}: no ${file}`);
      const links = editLinks(builtHtml(url));
      const expected = editUrlOf(repository.url, docsDirOf(place.version.name), place.doc.source);
      if (links.length !== 1 || links[0] !== expected)
        problems.push(`${url}: ${links.join(', ') || 'no edit link'} (expected ${expected})`);
    }
    assert.deepEqual(problems, []);
  });

  it('covers a guide, a plugin, a CLI page and the home of every built version', () => {
    const versions = [...new Set(docs.map((d) => d.version))];
    for (const version of versions) {
      const inVersion = inventory.versions.find((v) => v.name === version)!;
      const built = new Set(docs.filter((d) => d.version === version).map((d) => d.url));
      const kinds = {
        home: inVersion.docs.find((d) => d.permalink === `${inVersion.path}/`),
        guide: inVersion.docs.find((d) => /(^|\/)getting-started\//.test(d.source)),
        plugin: inVersion.docs.find((d) => /^apis\/camera\.mdx?$/.test(d.source)),
        cli: inVersion.docs.find((d) => /^cli\/(commands\/)?sync\.mdx?$/.test(d.source)),
      };
      for (const [kind, doc] of Object.entries(kinds)) {
        assert.ok(doc, `${version}: no ${kind} page in the inventory`);
        const url = doc.permalink.replace(/\/$/, '') || doc.permalink;
        assert.ok(
          built.has(url) || built.has(doc.permalink),
          `${version}: ${kind} ${doc.permalink} not built`,
        );
        const [link] = editLinks(builtHtml(doc.permalink.replace(/\/$/, '/')));
        assert.ok(link.startsWith(`${repository.url}/edit/`), `${doc.permalink}: ${link}`);
        assert.ok(
          link.endsWith(`/${docsDirOf(version)}/${doc.source}`),
          `${doc.permalink}: ${link}`,
        );
      }
    }
  });
});
