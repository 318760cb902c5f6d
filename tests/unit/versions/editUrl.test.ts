import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import config from '../../../docusaurus.config';
import { PLACEHOLDER_REPOSITORY, REPOSITORY_BRANCH } from '../../../src/data/links';
import { docsEditUrl, parseFrontMatter } from '../../../src/versions/editUrl';
import { repositoryOf } from '../../../src/siteBuild/repository';
import { configWarnings } from '../../../src/siteBuild/configWarnings';

const siteDir = path.resolve(__dirname, '../../..');

describe('编辑此页', () => {
  it('opens the page’s own file in our repository, in its version’s directory', () => {
    const editUrl = docsEditUrl('https://github.com/octo/docs-zh');
    expect(editUrl({ versionDocsDirPath: 'docs', docPath: 'apis/camera.md' })).toBe(
      `https://github.com/octo/docs-zh/edit/${REPOSITORY_BRANCH}/docs/apis/camera.md`,
    );
    expect(
      editUrl({ versionDocsDirPath: 'versioned_docs/version-v8', docPath: 'cli/commands/run.md' }),
    ).toBe(
      `https://github.com/octo/docs-zh/edit/${REPOSITORY_BRANCH}/versioned_docs/version-v8/cli/commands/run.md`,
    );
  });

  it('takes the repository from SITE_REPOSITORY, else GitHub Actions’ GITHUB_REPOSITORY, else a placeholder with a warning', () => {
    expect(repositoryOf({ SITE_REPOSITORY: 'octo/a', GITHUB_REPOSITORY: 'fork/b' })).toEqual({
      url: 'https://github.com/octo/a',
      fromEnv: true,
    });
    expect(repositoryOf({ GITHUB_REPOSITORY: 'fork/b' }).url).toBe('https://github.com/fork/b');
    expect(repositoryOf({})).toEqual({
      url: `https://github.com/${PLACEHOLDER_REPOSITORY}`,
      fromEnv: false,
    });
    expect(() => repositoryOf({ SITE_REPOSITORY: 'https://github.com/octo/a' })).toThrow(
      /SITE_REPOSITORY="https:\/\/github.com\/octo\/a" is not a GitHub repository's owner\/name/,
    );
    const warnings = configWarnings({ SITE_URL: 'https://docs.example.cn' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('未设置 SITE_REPOSITORY');
    expect(
      configWarnings({ SITE_URL: 'https://docs.example.cn', GITHUB_REPOSITORY: 'o/r' }),
    ).toEqual([]);
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
    const editUrl = classic[1].docs.editUrl as ReturnType<typeof docsEditUrl>;
    expect(editUrl({ versionDocsDirPath: 'docs', docPath: 'index.md' })).toBe(
      `${repositoryOf().url}/edit/${REPOSITORY_BRANCH}/docs/index.md`,
    );
    expect(`https://github.com/${config.organizationName}/${config.projectName}`).toBe(
      repositoryOf().url,
    );
  });
});
