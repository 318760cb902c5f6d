/**
 * The files `npm run sync:sidebars` writes, computed from the route inventory:
 * each tagged version's versioned_sidebars JSON (the current version's
 * sidebars.ts computes the same at build time) and every written version's
 * Chinese labels in i18n/zh-Hans/docusaurus-plugin-content-docs/.
 */
import fs from 'node:fs';
import { DOCS_PLUGIN_NAME } from '../../src/site';
import path from 'node:path';
import { SIDEBAR_LABELS } from '../../src/data/sidebarLabels';
import { DOC_VERSIONS, writtenVersions } from '../../src/versions';
import { findVersion, readInventory } from '../../src/versions/inventory';
import {
  sidebarsFromInventory,
  writtenInVersion,
  type Sidebars,
} from '../../src/versions/sidebars';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function sidebarsOf(siteDir: string, versionName: string): Sidebars {
  const version = findVersion(readInventory(siteDir), versionName);
  return sidebarsFromInventory(version, writtenInVersion(siteDir, versionName));
}

export function versionedSidebarsJson(siteDir: string, versionName: string): string {
  return json(sidebarsOf(siteDir, versionName));
}

type Translations = Record<string, { message: string; description: string }>;

export function sidebarTranslations(siteDir: string, versionName: string): Translations {
  const label = DOC_VERSIONS.find((v) => v.name === versionName)?.label ?? versionName;
  const out: Translations = {
    'version.label': { message: label, description: `The label for version ${versionName}` },
  };
  const visit = (sidebar: string, items: unknown[]) => {
    for (const item of items) {
      if (typeof item !== 'object' || item === null) continue;
      const {
        type,
        label: english,
        items: children,
      } = item as { type: string; label?: string; items?: unknown[] };
      if ((type === 'category' || type === 'link') && english) {
        const message = SIDEBAR_LABELS[english];
        if (!message)
          throw new Error(`src/data/sidebarLabels.ts has no Chinese label for "${english}"`);
        out[`sidebar.${sidebar}.${type}.${english}`] = {
          message,
          description: `The label for ${type} '${english}' in sidebar '${sidebar}'`,
        };
      }
      if (children) visit(sidebar, children);
    }
  };
  for (const [sidebar, items] of Object.entries(sidebarsOf(siteDir, versionName)))
    visit(sidebar, items);
  return out;
}

export function translationFile(siteDir: string, versionName: string): string {
  const name = versionName === 'current' ? 'current' : `version-${versionName}`;
  return path.join(siteDir, `i18n/zh-Hans/${DOCS_PLUGIN_NAME}`, `${name}.json`);
}

export function syncSidebars(siteDir: string): string[] {
  const written: string[] = [];
  for (const name of writtenVersions(siteDir)) {
    if (name !== 'current') {
      const file = path.join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`);
      fs.writeFileSync(file, versionedSidebarsJson(siteDir, name));
      written.push(file);
    }
    const labels = translationFile(siteDir, name);
    fs.mkdirSync(path.dirname(labels), { recursive: true });
    fs.writeFileSync(labels, json(sidebarTranslations(siteDir, name)));
    written.push(labels);
  }
  return written.map((file) => path.relative(siteDir, file));
}
