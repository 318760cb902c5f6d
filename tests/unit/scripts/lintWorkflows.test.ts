import { describe, expect, it } from 'vitest';
import { unknownNpmScripts } from '../../../scripts/lint-workflows';

describe('workflow check: the npm scripts a workflow runs', () => {
  const scripts = { test: 'bash scripts/test-all.sh', 'upstream:sync': 'tsx x.ts' };

  it('accepts scripts package.json defines', () => {
    expect(
      unknownNpmScripts('run: npm test\nrun: npm run --silent upstream:sync -- a', scripts),
    ).toEqual([]);
  });

  it('names each script it does not define, once', () => {
    expect(
      unknownNpmScripts(
        'run: npm run ci:annotate -- x\nrun: npm run ci:annotate\nrun: npm start',
        scripts,
      ),
    ).toEqual(['ci:annotate', 'start']);
  });
});
