import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EXCEPTIONS_SCHEMA,
  globRegExp,
  parseExceptions,
  readExceptions,
  versionLabels,
} from '@site/tools/content/factExceptions';

const siteDir = path.resolve(__dirname, '../../..');
const schema = JSON.parse(fs.readFileSync(path.join(siteDir, EXCEPTIONS_SCHEMA), 'utf8')) as object;

const entry = {
  name: 'deep-links-vuerouter',
  versions: ['v3+'],
  pages: ['main/guides/deep-links.md'],
  kind: 'missing',
  tokens: ['VueRouter'],
  lines: ["import { createRouter } from 'vue-router';"],
  reason: 'Ours imports the Vue Router 4 functions.',
  source: 'vue-router 4 dist/vue-router.d.ts',
};
const parse = (...entries: object[]) =>
  parseExceptions(
    JSON.stringify({ exceptions: entries }, null, 2),
    'upstream-facts/exceptions.json',
    schema,
  );

describe('facts exceptions file', () => {
  it('reads the committed file', () => {
    expect(readExceptions(siteDir).length).toBeGreaterThan(50);
  });

  it('names the file, line and entry of a bad value', () => {
    expect(() => parse(entry, { ...entry, name: 'second', kind: 'absent' })).toThrow(
      /^upstream-facts\/exceptions\.json:22 \(second\): kind must be equal to one of the allowed values$/,
    );
    expect(() => parse({ ...entry, lines: [] })).toThrow(
      /exceptions\.json:4 \(deep-links-vuerouter\): lines must NOT have fewer than 1 items/,
    );
    expect(() => parse({ ...entry, versions: ['v1-v3'] })).toThrow(
      /\(deep-links-vuerouter\): versions: "v1-v3" is not a version/,
    );
    expect(() => parse(entry, entry)).toThrow(/a second entry with this name/);
    expect(() =>
      parseExceptions('{"exceptions": [', 'upstream-facts/exceptions.json', schema),
    ).toThrow(/^upstream-facts\/exceptions\.json: /);
    expect(() =>
      parse({ ...entry, lines: ['`VueRouter` 4', '换成 `VueRouter` 4 的写法'] }),
    ).toThrow(/lines: “`VueRouter` 4” is part of another of its lines/);
  });

  it('reads version ranges and page globs', () => {
    expect(versionLabels('v7+')).toEqual(['v7', 'v8', 'v9']);
    expect(versionLabels('v3-v5')).toEqual(['v3', 'v4', 'v5']);
    expect(() => versionLabels('v6-v3')).toThrow(/not a version/);
    expect(globRegExp('main/*/troubleshooting.md').test('main/ios/troubleshooting.md')).toBe(true);
    expect(globRegExp('main/*/troubleshooting.md').test('main/a/b/troubleshooting.md')).toBe(false);
    expect(globRegExp('{apis,main}/**.md').test('main/a/b.md')).toBe(true);
  });
});
