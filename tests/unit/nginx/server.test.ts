import { describe, expect, it } from 'vitest';
import { shippedDeployRoot, siteServerBlock } from '@site/tools/nginx/server';

describe('the shipped server block, as the local nginx runs it', () => {
  it('serves the release `current` points at, under the deploy directory', () => {
    expect(shippedDeployRoot()).toBe('/var/www/capacitor-docs-zh');
  });

  it('serves a build: its root and its CSP include in place of the release include', () => {
    const block = siteServerBlock({
      listen: '127.0.0.1:8080',
      served: { root: '/tmp/n/www', buildDir: '/work/build' },
    });
    expect(block).toMatch(/^server \{\n {4}listen 127\.0\.0\.1:8080;\n/);
    expect(block).not.toMatch(/listen 80;|listen \[::\]/);
    expect(block).toContain('    root /tmp/n/www;\n    include /work/build/_nginx/csp.conf;\n');
    expect(block).not.toContain('/var/www/capacitor-docs-zh');
    expect(block).toContain('include snippets/capacitor-docs-zh.conf;');
  });

  it('serves the releases of another deploy directory', () => {
    const block = siteServerBlock({ listen: '127.0.0.1:8080', served: { deployRoot: '/tmp/d' } });
    expect(block).toContain('    include /tmp/d/current/docs/_nginx/*.conf;\n');
    expect(block).not.toContain('/var/www/capacitor-docs-zh');
    expect(block).not.toMatch(/^\s*root /m);
  });
});
