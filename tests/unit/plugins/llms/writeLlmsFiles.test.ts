import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import llms, {
  admonitionLabels,
  writeLlmsFiles,
  type LlmsInput,
  type LlmsVersion,
} from '@site/src/plugins/llms';
import { mdxSyntaxIn } from '@site/src/plugins/llms/syntax';
import { SITE_DIR } from '../../helpers/fixtures';
import {
  EXPECTED_DIR,
  FIXTURE_SITE,
  LABELS,
  SITE_URL,
  filesUnder,
  fixtureVersions,
} from './helpers';

/** The plugin's input for the fixture site, writing into a new temporary folder. */
function fixtureInput(versions: LlmsVersion[] = fixtureVersions()): LlmsInput {
  return {
    siteDir: FIXTURE_SITE,
    outDir: fs.mkdtempSync(path.join(os.tmpdir(), 'llms-')),
    siteUrl: SITE_URL,
    baseUrl: '/docs/',
    siteTitle: 'Capacitor 中文文档',
    tagline: '跨平台原生运行时。',
    versions,
    includedVersions: ['current', 'v7'],
    siteVersions: [
      { name: 'current', label: 'v8', path: '/docs/next' },
      { name: 'v7', label: 'v7', path: '/docs' },
    ],
    convert: { admonitionLabels: LABELS },
  };
}

async function build(versions: LlmsVersion[] = fixtureVersions()) {
  const input = fixtureInput(versions);
  const { outDir } = input;
  const written = await writeLlmsFiles(input);
  return {
    outDir,
    written: written.map((f) => path.relative(outDir, f).split(path.sep).join('/')),
  };
}

describe('llms plugin over the fixture site (tests/unit/fixtures/llms)', () => {
  it('writes an llms.txt per version and a Markdown copy per page, at the page URL plus .md', async () => {
    const { outDir, written } = await build();
    expect(written.sort()).toEqual([
      'apis/camera.md',
      'apis/sample.md',
      'guides/tabs.md',
      'index.html.md',
      'llms.txt',
      'next/apis/camera.md',
      'next/index.html.md',
      'next/llms.txt',
    ]);
    expect(filesUnder(outDir)).toEqual(written.sort());
  });

  it('writes exactly the expected files (tests/unit/fixtures/llms/expected)', async () => {
    const { outDir } = await build();
    const expected = filesUnder(EXPECTED_DIR);
    expect(filesUnder(outDir)).toEqual(expected);
    for (const file of expected) {
      expect(fs.readFileSync(path.join(outDir, file), 'utf8'), file).toBe(
        fs.readFileSync(path.join(EXPECTED_DIR, file), 'utf8'),
      );
    }
  });

  it('leaves no MDX, JSX or Docusaurus syntax in any copy', async () => {
    const { outDir, written } = await build();
    for (const file of written.filter((f) => f.endsWith('.md'))) {
      expect(mdxSyntaxIn(fs.readFileSync(path.join(outDir, file), 'utf8')), file).toEqual([]);
    }
  });

  it('keeps unlisted pages out of llms.txt but still writes their copy', async () => {
    const versions = fixtureVersions();
    versions[1].docs = versions[1].docs.map((d) =>
      d.id === 'apis/sample' ? { ...d, unlisted: true } : d,
    );
    const { outDir, written } = await build(versions);
    expect(written).toContain('apis/sample.md');
    const llms = fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    expect(llms).not.toContain('/docs/apis/sample');
    expect(llms).toContain('全部 3 个页面');
  });

  it('links each llms.txt to the other versions', async () => {
    const { outDir } = await build();
    expect(fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toContain(
      '## 其他版本\n\n- [v8](https://capacitorjs.com/docs/next/llms.txt)\n',
    );
    expect(fs.readFileSync(path.join(outDir, 'next/llms.txt'), 'utf8')).toContain(
      '## 其他版本\n\n- [v7](https://capacitorjs.com/docs/llms.txt)\n',
    );
  });
});

describe('admonition labels', () => {
  it('are the site’s (i18n/zh-Hans/code.json), aliases included', () => {
    const labels = admonitionLabels(path.join(SITE_DIR, 'i18n/zh-Hans'));
    for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important']) {
      expect(labels[type], type).toMatch(/^[\u4e00-\u9fff]+$/);
    }
    expect(labels.important).toBe(labels.info);
    // Our own type, which the site always labels 译者注.
    expect(labels['translator-note']).toBe('译者注');
  });

  it('fall back to Docusaurus’ Chinese labels without a code.json', () => {
    expect(admonitionLabels(os.tmpdir()).note).toBe('备注');
  });
});

describe('the llms plugin after the build', () => {
  /** Runs the plugin's postBuild on what the docs plugin loaded for the fixture site. */
  async function postBuild(input: LlmsInput) {
    const plugin = await llms({
      includedVersions: input.includedVersions,
      siteVersions: input.siteVersions,
    })(
      {
        siteDir: input.siteDir,
        outDir: input.outDir,
        localizationDir: path.join(input.siteDir, 'i18n/zh-Hans'),
        siteConfig: {
          url: input.siteUrl,
          baseUrl: input.baseUrl,
          title: input.siteTitle,
          tagline: input.tagline,
        },
      } as never,
      {},
    );
    const docs = {
      name: 'docusaurus-plugin-content-docs',
      content: { loadedVersions: input.versions },
    };
    await plugin!.postBuild!({ plugins: [docs] } as never);
  }

  it('writes the Markdown copies and llms.txt files of the loaded versions, and reports failures', async () => {
    const input = fixtureInput();
    const { outDir } = input;
    await postBuild(input);
    // (The fixture's files are below precompression's minimum size: no .br or .gz.)
    const expected = filesUnder(EXPECTED_DIR);
    expect(filesUnder(outDir)).toEqual(expected);
    for (const file of expected) {
      expect(fs.readFileSync(path.join(outDir, file), 'utf8'), file).toBe(
        fs.readFileSync(path.join(EXPECTED_DIR, file), 'utf8'),
      );
    }
    const missing = { ...input, siteDir: path.join(outDir, 'no-such-site') };
    await expect(postBuild(missing)).rejects.toThrow(/ENOENT/);
  });
});
