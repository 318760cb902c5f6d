import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@site/src/siteBuild/build';
import { DOC_VERSIONS, LAST_VERSION } from '@site/src/versions';
import { tempTree } from '../helpers/fixtures';

/**
 * A stand-in for Docusaurus's command line: writes a small build of the
 * version DOCS_BUILD_VERSION names, and notes each call.
 */
const FAKE_CLI = `
const fs = require('node:fs');
const path = require('node:path');
const out = process.argv[process.argv.indexOf('--out-dir') + 1];
const name = process.env.DOCS_BUILD_VERSION;
const base = { ${DOC_VERSIONS.map((v) => `${JSON.stringify(v.name)}: ${JSON.stringify(v.path)}`).join(', ')} }[name];
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
  fs.writeFileSync(path.join(out, rel), text);
};
write(path.join(base, 'index.html'), '<h1 id=top>' + name + '</h1><a href="/docs/' + (base ? base + '/' : '') + '#top">顶部</a>');
write('404.html', 'not found in ' + name);
write('sitemap.xml', '<urlset>' + name + '</urlset>');
write('_nginx/csp-inputs.json', '{"googleTagManager":false}');
fs.appendFileSync(process.env.CALLS, name + '\\n');
`;

describe('buildSite', () => {
  it('builds each version once, reuses it while its inputs are unchanged, and merges them', async () => {
    const dir = tempTree({ 'cli.js': FAKE_CLI });
    const calls = path.join(dir, 'calls.txt');
    const outDir = path.join(dir, 'build');
    const env = { ...process.env, CALLS: calls, DOCS_VERSIONS: 'v7' };
    const options = {
      cli: path.join(dir, 'cli.js'),
      env,
      log: () => {},
      output: 'ignore' as const,
      buildsDir: path.join(dir, 'builds'),
    };
    expect(await buildSite(['--out-dir', outDir], options)).toBe(0);
    expect(fs.readFileSync(calls, 'utf8').trim().split('\n')).toEqual([LAST_VERSION, 'v7']);
    expect(fs.readFileSync(path.join(outDir, '404.html'), 'utf8')).toBe(
      `not found in ${LAST_VERSION}`,
    );
    expect(fs.readFileSync(path.join(outDir, 'v7/index.html'), 'utf8')).toContain('v7');
    expect(fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain(
      `sitemap-v7.xml</loc>`,
    );
    expect(fs.existsSync(path.join(outDir, '_nginx/csp.conf'))).toBe(true);

    // Nothing changed: no version is built again, and the site is the same.
    expect(await buildSite(['--out-dir', outDir], options)).toBe(0);
    expect(fs.readFileSync(calls, 'utf8').trim().split('\n')).toHaveLength(2);
    expect(fs.existsSync(path.join(outDir, 'v7/index.html'))).toBe(true);
  }, 60_000);

  it('fails naming the page and link the link check finds broken', async () => {
    const dir = tempTree({
      'cli.js': FAKE_CLI.replace("'#top'", "'#nowhere'").replace('#top">', '#nowhere">'),
    });
    const lines: string[] = [];
    const code = await buildSite(['--out-dir', path.join(dir, 'build')], {
      cli: path.join(dir, 'cli.js'),
      env: { ...process.env, CALLS: path.join(dir, 'calls.txt'), DOCS_VERSIONS: LAST_VERSION },
      log: (line) => lines.push(line),
      output: 'ignore',
      buildsDir: path.join(dir, 'builds'),
    });
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(
      /链接检查失败.*\n- .*（\/docs）：\/docs\/#nowhere 页面上没有 id 为 “nowhere” 的元素/,
    );
  }, 60_000);
});

describe('buildSite across machines (--only-version, --merge-from)', () => {
  const setUp = () => {
    const dir = tempTree({ 'cli.js': FAKE_CLI });
    const calls = path.join(dir, 'calls.txt');
    const options = (machine: string) => ({
      cli: path.join(dir, 'cli.js'),
      env: { ...process.env, CALLS: calls, DOCS_VERSIONS: 'v7' },
      log: () => {},
      output: 'ignore' as const,
      buildsDir: path.join(dir, machine, 'builds'),
    });
    const called = () => fs.readFileSync(calls, 'utf8').trim().split('\n');
    return { dir, options, called };
  };

  it('builds one version unmerged with its input key, and merges it elsewhere without building it again', async () => {
    const { dir, options, called } = setUp();
    const parts = path.join(dir, 'parts');
    expect(await buildSite(['--only-version', 'v7', '--out-dir', parts], options('runner-1'))).toBe(
      0,
    );
    expect(called()).toEqual(['v7']);
    expect(fs.readFileSync(path.join(parts, 'v7/v7/index.html'), 'utf8')).toContain('v7');
    expect(fs.readFileSync(path.join(parts, 'v7.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.existsSync(path.join(parts, 'index.html'))).toBe(false);

    // Another machine: v7 comes from the handed-on output, the latest version is built there.
    const site = path.join(dir, 'site');
    expect(await buildSite(['--merge-from', parts, '--out-dir', site], options('runner-2'))).toBe(
      0,
    );
    expect(called()).toEqual(['v7', LAST_VERSION]);
    expect(fs.readFileSync(path.join(site, 'v7/index.html'), 'utf8')).toContain('v7');
    expect(fs.readFileSync(path.join(site, '404.html'), 'utf8')).toBe(
      `not found in ${LAST_VERSION}`,
    );
  }, 60_000);

  it('refuses an output built from other inputs, naming it', async () => {
    const { dir, options } = setUp();
    const parts = path.join(dir, 'parts');
    await buildSite(['--only-version', 'v7', '--out-dir', parts], options('runner-1'));
    fs.writeFileSync(path.join(parts, 'v7.key'), 'f'.repeat(64));
    const lines: string[] = [];
    const code = await buildSite(['--merge-from', parts, '--out-dir', path.join(dir, 'site')], {
      ...options('runner-2'),
      log: (line: string) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/parts\/v7 的构建来自不同的输入（输入键 ffffffffffff/);
  }, 60_000);

  it('fails the merge when two builds write one file differently', async () => {
    const { dir, options } = setUp();
    const parts = path.join(dir, 'parts');
    await buildSite(['--only-version', 'v7', '--out-dir', parts], options('runner-1'));
    const clash = (p: string) => path.join(p, 'assets/js/main.js');
    fs.mkdirSync(path.dirname(clash(path.join(parts, 'v7'))), { recursive: true });
    fs.writeFileSync(clash(path.join(parts, 'v7')), 'one');
    const other = path.join(dir, 'other');
    await buildSite(['--only-version', LAST_VERSION, '--out-dir', other], options('runner-3'));
    fs.mkdirSync(path.dirname(clash(path.join(other, LAST_VERSION))), { recursive: true });
    fs.writeFileSync(clash(path.join(other, LAST_VERSION)), 'two');
    for (const name of fs.readdirSync(other))
      fs.cpSync(path.join(other, name), path.join(parts, name), { recursive: true });
    await expect(
      buildSite(['--merge-from', parts, '--out-dir', path.join(dir, 'site')], options('runner-2')),
    ).rejects.toThrow(/assets\/js\/main\.js（v7 的构建与已合并的文件不同）/);
  }, 60_000);
});
