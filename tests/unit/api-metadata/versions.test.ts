import { describe, expect, it } from 'vitest';
import { apiPluginsOf, capacitorMajorOf } from '@site/tools/api-metadata/versions';

describe('API metadata', () => {
  it('takes the Capacitor major of a version from its label', () => {
    expect(capacitorMajorOf('current')).toBe(9);
    expect(capacitorMajorOf('v8')).toBe(8);
    expect(apiPluginsOf('v8').map((p) => p.slug)).toContain('calendar');
    expect(apiPluginsOf('v7').map((p) => p.slug)).not.toContain('calendar');
    expect(capacitorMajorOf('v7')).toBe(7);
    expect(apiPluginsOf('v7').map((p) => p.slug)).toContain('privacy-screen');
    expect(apiPluginsOf('v5').map((p) => p.slug)).not.toContain('privacy-screen');
  });
});
