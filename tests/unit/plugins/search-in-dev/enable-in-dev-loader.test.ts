import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DIR } from '../../helpers/fixtures';

const require = createRequire(import.meta.url);
const enableInDev: (source: string) => string = require(
  path.join(SITE_DIR, 'src/plugins/search-in-dev/enable-in-dev-loader.cjs'),
);

describe('search in the dev server', () => {
  it('turns the search plugin production gates on', () => {
    const source =
      'if (process.env.NODE_ENV === "production" && !p) {}\nif (process.env.NODE_ENV === \'production\') {}';
    expect(enableInDev(source)).toBe('if (true && !p) {}\nif (true) {}');
  });
});
