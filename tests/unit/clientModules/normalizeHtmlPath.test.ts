import { describe, expect, it, vi } from 'vitest';

vi.mock('@docusaurus/ExecutionEnvironment', () => ({ default: { canUseDOM: false } }));
const { cleanHtmlPath } = await import('@site/src/clientModules/normalizeHtmlPath');

describe('cleanHtmlPath', () => {
  it('strips .html and /index.html', () => {
    expect(cleanHtmlPath('/docs/android.html')).toBe('/docs/android');
    expect(cleanHtmlPath('/docs/android/index.html')).toBe('/docs/android');
    expect(cleanHtmlPath('/docs/index.html')).toBe('/docs');
  });

  it('leaves clean paths alone', () => {
    expect(cleanHtmlPath('/docs/')).toBe('/docs/');
    expect(cleanHtmlPath('/docs/cli/commands/sync')).toBe('/docs/cli/commands/sync');
  });
});
