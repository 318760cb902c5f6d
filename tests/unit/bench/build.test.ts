import { describe, expect, it } from 'vitest';
import {
  buildEnv,
  parseGnuTimeMaxRss,
  parsePerfLog,
  topPhases,
  treeRss,
} from '../../../tools/bench/build';

const LOG = [
  '\x1b[33m[PERF]\x1b[39m Get locales to build - \x1b[33m326.16 ms\x1b[39m - \x1b[2m(Heap 56mb -> 58mb / Total 85mb)\x1b[22m',
  '[INFO] [zh-Hans] Creating an optimized production build...',
  '[PERF] Build > zh-Hans > Load site > Load context - 131.74 ms - (Heap 58mb -> 60mb / Total 89mb)',
  '[PERF] Build > zh-Hans > Load site - 902.08 ms - (Heap 58mb -> 60mb / Total 89mb)',
  '[PERF] Build > zh-Hans > Bundling with rspack - 21.31 seconds! - (Heap 90mb -> 325mb / Total 360mb)',
  '[PERF] Build > zh-Hans > SSG > Create SSG thread pool - 2 threads - 53.79 ms - (Heap 326mb -> 326mb / Total 360mb)',
  '[PERF] Build > zh-Hans > SSG > Thread pool > Result for task 1 - (Heap 326mb / Total 360mb)',
  '[PERF] SSG Worker 1 - Task 1 - Rendering 10 pathnames - 385.92 ms - (Heap 50mb -> 62mb / Total 90mb)',
  '[PERF] Build > zh-Hans > SSG - 3.57 seconds! - (Heap 325mb -> 328mb / Total 360mb)',
  '[PERF][KO] Build > zh-Hans > postBuild() - 11.69 seconds! - (Heap 328mb -> 107mb / Total 179mb)',
  '[PERF] Build > zh-Hans - 37.69 seconds! - (Heap 58mb -> 116mb / Total 179mb)',
  '[PERF] Build - 37.69 seconds! - (Heap 58mb -> 116mb / Total 179mb)',
].join('\n');

describe('parsePerfLog', () => {
  it('reads every timed line, in ms, without colours', () => {
    const phases = parsePerfLog(LOG);
    expect(phases[0]).toEqual({ label: 'Get locales to build', ms: 326.16 });
    expect(phases).toContainEqual({ label: 'Build > zh-Hans > Bundling with rspack', ms: 21310 });
    expect(phases).toContainEqual({
      label: 'Build > zh-Hans > SSG > Create SSG thread pool - 2 threads',
      ms: 53.79,
    });
    expect(phases).toContainEqual({ label: 'Build > zh-Hans > postBuild()', ms: 11690 });
    expect(phases.some((p) => p.label.includes('Result for task'))).toBe(false);
    expect(phases).toHaveLength(10);
  });
});

describe('topPhases', () => {
  it('keeps the locale build’s own phases, then their sum', () => {
    expect(topPhases(parsePerfLog(LOG))).toEqual([
      { label: 'Load site', ms: 902.08 },
      { label: 'Bundling with rspack', ms: 21310 },
      { label: 'SSG', ms: 3570 },
      { label: 'postBuild()', ms: 11690 },
      { label: '总计', ms: 902.08 + 21310 + 3570 + 11690 },
    ]);
    expect(topPhases([])).toEqual([]);
  });

  it('adds up a phase that both of the build’s processes run', () => {
    const twoRuns = [
      '[PERF] Build > zh-Hans > Load site - 1.05 seconds! - (Heap 58mb -> 94mb / Total 126mb)',
      '[PERF] Build > zh-Hans > Bundling with rspack - 32.57 seconds! - (Heap 99mb -> 222mb / Total 433mb)',
      '[PERF] Build > zh-Hans > Load site - 1.04 seconds! - (Heap 59mb -> 107mb / Total 129mb)',
      '[PERF] Build > zh-Hans > SSG - 12.07 seconds! - (Heap 108mb -> 102mb / Total 129mb)',
      '[PERF] Build > zh-Hans - 14.2 seconds! - (Heap 59mb -> 92mb / Total 129mb)',
    ].join('\n');
    expect(topPhases(parsePerfLog(twoRuns))).toEqual([
      { label: 'Load site', ms: 2090 },
      { label: 'Bundling with rspack', ms: 32570 },
      { label: 'SSG', ms: 12070 },
      { label: '总计', ms: 2090 + 32570 + 12070 },
    ]);
  });
});

describe('parseGnuTimeMaxRss', () => {
  it('reads the peak RSS of `time -v` in bytes', () => {
    const text = '\tUser time (seconds): 28.76\n\tMaximum resident set size (kbytes): 1088792\n';
    expect(parseGnuTimeMaxRss(text)).toBe(1088792 * 1024);
    expect(parseGnuTimeMaxRss('Command terminated by signal 9')).toBeUndefined();
  });
});

describe('treeRss', () => {
  it('adds up the RSS of a process and all its descendants', () => {
    const ps = [
      '    1     0   100',
      '   10     1  1000',
      '   11    10  2000',
      '   12    11   300',
      '   20     1  5000',
      'garbage',
      '',
    ].join('\n');
    expect(treeRss(ps, 10)).toBe((1000 + 2000 + 300) * 1024);
    expect(treeRss(ps, 12)).toBe(300 * 1024);
    expect(treeRss(ps, 99)).toBe(0);
  });
});

describe('buildEnv', () => {
  it('turns on phase timings, uses its own generated files and the versions asked for', () => {
    const base = { PATH: '/bin', SEARCH_PROVIDER: 'algolia', DOCS_VERSIONS: 'v6', NO_COLOR: '1' };
    const env = buildEnv(base, { generatedDir: '/site/.bench/x' });
    expect(env).toEqual({
      PATH: '/bin',
      DOCUSAURUS_PERF_LOGGER: 'true',
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: '/site/.bench/x',
      FORCE_COLOR: '0',
    });
    expect(buildEnv(base, { generatedDir: 'g', docsVersions: 'v7' }).DOCS_VERSIONS).toBe('v7');
    expect(base.SEARCH_PROVIDER).toBe('algolia');
  });
});
