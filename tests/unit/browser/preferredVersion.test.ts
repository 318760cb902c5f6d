// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PREFERRED_VERSION_KEY,
  dropUnknownPreferredVersion,
  readPreferredVersion,
  savePreferredVersion,
} from '@site/src/browser/preferredVersion';

describe('the saved preferred version', () => {
  beforeEach(() => localStorage.clear());

  it('is kept under the docs plugin’s key', () => {
    savePreferredVersion('v6');
    expect(PREFERRED_VERSION_KEY).toBe('docs-preferred-version-default');
    expect(localStorage.getItem(PREFERRED_VERSION_KEY)).toBe('v6');
    expect(readPreferredVersion()).toBe('v6');
  });

  it('stays when the site has that version, even in another build, and is cleared when not', () => {
    savePreferredVersion('v6');
    dropUnknownPreferredVersion(['current', 'v8', 'v6']);
    expect(readPreferredVersion()).toBe('v6');
    dropUnknownPreferredVersion(['current', 'v8']);
    expect(readPreferredVersion()).toBeNull();
  });
});
