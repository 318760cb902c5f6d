import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DIR } from './helpers/fixtures';

const architecture = fs.readFileSync(path.join(SITE_DIR, 'ARCHITECTURE.md'), 'utf8');
const packageJson = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared: Record<string, string> = {
  ...packageJson.dependencies,
  ...packageJson.devDependencies,
};

/** The rows of ARCHITECTURE.md's 补丁点 table: packages, where the patch is, and the files in its last column. */
function patchPoints(): { packages: string[]; places: string[]; tests: string[] }[] {
  const section = architecture.split('## 补丁点')[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(' | ');
      const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      return {
        packages: names(cells[0]),
        places: names(cells[1]),
        tests: names(cells[cells.length - 1]),
      };
    });
}

describe('ARCHITECTURE.md patch points', () => {
  it('lists patch points', () => {
    expect(patchPoints().length).toBeGreaterThan(0);
  });

  it('pins every patched package this site declares to an exact version', () => {
    for (const { packages } of patchPoints()) {
      for (const name of packages.filter((p) => p in declared)) {
        expect(declared[name], `${name} is patched (ARCHITECTURE.md): pin it exactly`).toMatch(
          /^\d+\.\d+\.\d+$/,
        );
      }
    }
  });

  it('keeps the patch folders under src/plugins/ within 650 lines in all', () => {
    const folders = [
      ...new Set(
        patchPoints().flatMap(({ places }) =>
          places.filter((p) => /^src\/plugins\/[^/]+\/$/.test(p)),
        ),
      ),
    ];
    expect(folders.length).toBeGreaterThan(0);
    const lines = folders
      .flatMap((folder) =>
        fs
          .readdirSync(path.join(SITE_DIR, folder), { recursive: true, encoding: 'utf8' })
          .map((rel) => path.join(SITE_DIR, folder, rel))
          .filter((file) => fs.statSync(file).isFile()),
      )
      .reduce((sum, file) => sum + fs.readFileSync(file, 'utf8').split('\n').length - 1, 0);
    expect(lines, `patch folders ${folders.join(', ')}`).toBeLessThanOrEqual(650);
  });

  it('names contract tests that exist', () => {
    for (const { tests } of patchPoints()) {
      for (const file of tests.filter((t) => t.startsWith('tests/'))) {
        expect(fs.existsSync(path.join(SITE_DIR, file)), `${file} (ARCHITECTURE.md)`).toBe(true);
      }
    }
  });
});
