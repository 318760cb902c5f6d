/**
 * The npm groups of .github/dependabot.yml applied to package.json as the
 * Dependabot options reference describes `groups`
 * (https://docs.github.com/en/code-security/dependabot/working-with-dependabot/dependabot-options-reference#groups--):
 * `patterns` and `exclude-patterns` match dependency names, `*` standing for
 * any characters; `dependency-type` is `production` (dependencies) or
 * `development` (devDependencies); a dependency matching several groups goes
 * to the first. An update of a grouped dependency arrives in its group's one
 * pull request with every other member that has an update.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SITE_DIR } from '../helpers/fixtures';

type Group = {
  patterns?: string[];
  'exclude-patterns'?: string[];
  'dependency-type'?: 'production' | 'development';
};
type Update = { 'package-ecosystem': string; groups?: Record<string, Group> };

const config = parse(fs.readFileSync(path.join(SITE_DIR, '.github/dependabot.yml'), 'utf8')) as {
  updates: Update[];
};
const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm')!;
const pkg = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const deps = [
  ...Object.keys(pkg.dependencies).map((name) => ({ name, type: 'production' as const })),
  ...Object.keys(pkg.devDependencies).map((name) => ({ name, type: 'development' as const })),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const matches = (pattern: string, name: string) =>
  new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`).test(name);

function inGroup(group: Group, dep: { name: string; type: string }): boolean {
  if (group['dependency-type'] && group['dependency-type'] !== dep.type) return false;
  if (group.patterns && !group.patterns.some((p) => matches(p, dep.name))) return false;
  return !(group['exclude-patterns'] ?? []).some((p) => matches(p, dep.name));
}

/** Every group a dependency matches, in the file's order. */
const groupsOf = (dep: { name: string; type: string }) =>
  Object.entries(npm.groups ?? {})
    .filter(([, group]) => inGroup(group, dep))
    .map(([name]) => name);

/** The pull requests a week with updates for `updated` opens: one per group, one per ungrouped dependency. */
function pullRequests(updated: string[]): string[][] {
  const prs = new Map<string, string[]>();
  for (const dep of deps.filter((d) => updated.includes(d.name))) {
    const key = groupsOf(dep)[0] ?? dep.name;
    prs.set(key, [...(prs.get(key) ?? []), dep.name]);
  }
  return [...prs.values()];
}

describe('Dependabot groups', () => {
  const docusaurus = deps.filter((d) => d.name.startsWith('@docusaurus/')).map((d) => d.name);
  const react = ['react', 'react-dom', '@types/react', '@types/react-dom'];

  it('puts every @docusaurus/* package, dependencies and devDependencies, in one group', () => {
    expect(docusaurus.length).toBeGreaterThanOrEqual(10);
    expect(
      new Set(docusaurus.map((name) => groupsOf(deps.find((d) => d.name === name)!)[0])),
    ).toEqual(new Set(['docusaurus']));
  });

  it('puts react, react-dom and their types in one group', () => {
    for (const name of react) expect(deps.map((d) => d.name)).toContain(name);
    for (const dep of deps.filter((d) => react.includes(d.name)))
      expect(groupsOf(dep), dep.name).toEqual(['react']);
  });

  it('puts the other development tooling in one group, and no dependency in two', () => {
    for (const dep of deps) expect(groupsOf(dep).length, dep.name).toBeLessThanOrEqual(1);
    const tooling = deps.filter(
      (d) => d.type === 'development' && groupsOf(d)[0] === 'dev-tooling',
    );
    expect(tooling.map((d) => d.name)).toEqual(
      expect.arrayContaining(['typescript', 'eslint', 'vitest', 'prettier']),
    );
    for (const dep of deps.filter((d) => d.type === 'development'))
      expect(groupsOf(dep), dep.name).toHaveLength(1);
  });

  it('brings a release of @docusaurus/core in one pull request with the other @docusaurus/* packages', () => {
    // Docusaurus releases every official package at once; React its two with their types.
    const prs = pullRequests([...docusaurus, 'react', 'react-dom', 'typescript', 'eslint']);
    const core = prs.find((pr) => pr.includes('@docusaurus/core'))!;
    expect(core.sort()).toEqual([...docusaurus].sort());
    expect(prs.find((pr) => pr.includes('react'))?.sort()).toEqual(['react', 'react-dom']);
    expect(prs.find((pr) => pr.includes('typescript'))?.sort()).toEqual(['eslint', 'typescript']);
    expect(prs).toHaveLength(3);
  });

  it('groups the workflows’ actions in one pull request too', () => {
    const actions = config.updates.find((u) => u['package-ecosystem'] === 'github-actions');
    expect(actions?.groups).toEqual({ actions: { patterns: ['*'] } });
  });
});
