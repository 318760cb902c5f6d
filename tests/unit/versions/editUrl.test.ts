import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import config from '../../../docusaurus.config';
import { REPOSITORY } from '../../../src/data/links';
import { docsEditUrl, parseFrontMatter } from '../../../src/versions/editUrl';

const siteDir = path.resolve(__dirname, '../../..');

describe('编辑此页', () => {
  it('opens the page’s own file in our repository, in its version’s directory', () => {
    expect(docsEditUrl({ versionDocsDirPath: 'docs', docPath: 'apis/camera.md' })).toBe(
      `${REPOSITORY.url}/edit/${REPOSITORY.branch}/docs/apis/camera.md`,
    );
    expect(
      docsEditUrl({
        versionDocsDirPath: 'versioned_docs/version-v8',
        docPath: 'cli/commands/run.md',
      }),
    ).toBe(
      `${REPOSITORY.url}/edit/${REPOSITORY.branch}/versioned_docs/version-v8/cli/commands/run.md`,
    );
  });

  it('is not decided by upstream’s custom_edit_url: the site’s front matter drops it and keeps the rest', async () => {
    const filePath = path.join(siteDir, 'versioned_docs/version-v8/apis/camera.md');
    const fileContent = fs.readFileSync(filePath, 'utf8');
    expect(fileContent).toMatch(/^custom_edit_url: /m);
    const plain = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
    const ours = await parseFrontMatter({
      filePath,
      fileContent,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    expect(ours.frontMatter).not.toHaveProperty('custom_edit_url');
    const { custom_edit_url: _dropped, ...rest } = plain.frontMatter;
    expect(ours.frontMatter).toEqual(rest);
    expect(ours.content).toBe(plain.content);
  });

  it('is what the site configures: the docs plugin’s editUrl and the front matter hook', () => {
    expect(config.markdown?.parseFrontMatter).toBe(parseFrontMatter);
    const classic = config.presets?.find((p) => Array.isArray(p) && p[0] === 'classic') as [
      string,
      { docs: { editUrl?: unknown } },
    ];
    expect(classic[1].docs.editUrl).toBe(docsEditUrl);
    expect(`https://github.com/${config.organizationName}/${config.projectName}`).toBe(
      REPOSITORY.url,
    );
  });
});
