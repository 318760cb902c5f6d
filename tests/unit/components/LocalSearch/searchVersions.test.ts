import { describe, expect, it } from 'vitest';
import {
  contextOfParams,
  searchVersions,
} from '../../../../src/components/LocalSearch/searchVersions';

const version = (name: string, label: string, routeBase: string, isLast = false) => ({
  name,
  label,
  routeBase,
  isLast,
  banner: 'none' as const,
});

describe('searchVersions', () => {
  it('gives each version the search context of its index (empty for the latest)', () => {
    expect(
      searchVersions([
        version('current', 'v9', '/docs/next'),
        version('v8', 'v8', '/docs', true),
        version('v6', 'v6', '/docs/v6'),
      ]),
    ).toEqual([
      { label: 'v9', context: 'next' },
      { label: 'v8', context: '' },
      { label: 'v6', context: 'v6' },
    ]);
  });

  it('reads the version from ctx, or from the version parameter of older links', () => {
    expect(contextOfParams(new URLSearchParams('q=a&ctx=v6'))).toBe('v6');
    expect(contextOfParams(new URLSearchParams('q=a&version=v6/'))).toBe('v6');
    expect(contextOfParams(new URLSearchParams('q=a'))).toBe('');
  });
});
