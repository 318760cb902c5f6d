import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  sidebarTranslations,
  translationFile,
  versionedSidebarsJson,
} from '@site/tools/inventory/sidebarFiles';
import { readVersionsJson, writtenVersions } from '@site/src/versions';
import { SITE_DIR as siteDir } from '../helpers/fixtures';

describe('committed versioned sidebars', () => {
  it.each(readVersionsJson(siteDir))(
    'version %s matches the inventory and written pages (run npm run sync:sidebars)',
    (name) => {
      const committed = fs.readFileSync(
        path.join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`),
        'utf8',
      );
      expect(committed).toBe(versionedSidebarsJson(siteDir, name));
    },
  );
});

describe('committed sidebar labels', () => {
  it.each(writtenVersions(siteDir))(
    'version %s has every category and link label in Chinese',
    (name) => {
      const committed = JSON.parse(
        fs.readFileSync(translationFile(siteDir, name), 'utf8'),
      ) as unknown;
      const expected = sidebarTranslations(siteDir, name);
      expect(committed).toEqual(expected);
      for (const [key, { message }] of Object.entries(expected)) {
        if (key.startsWith('sidebar.') && !['iOS', 'Android', 'Web/PWA'].includes(message)) {
          expect(message, key).toMatch(/[\u4e00-\u9fff]/);
        }
      }
    },
  );
});
