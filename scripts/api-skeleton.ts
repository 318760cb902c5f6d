/**
 * Prints the API reference skeleton of a plugin page for translators.
 * Usage: npm run api:skeleton -- <slug> [--version NAME] > /tmp/camera-api.md
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiMetadata } from '../tools/api-metadata/types';
import { renderApiReference } from '../tools/api-metadata/render';
import { LAST_VERSION, apiMetadataDir } from '../src/versions';
import { runMain } from './lib/run-main';
import { parseArgs } from './lib/args';

runMain(__filename, (args) => {
  const { options, positional } = parseArgs(args);
  if (!positional[0])
    throw new Error('usage: npm run api:skeleton -- <plugin slug> [--version NAME]');
  const file = path.join(
    apiMetadataDir(String(options.version ?? LAST_VERSION)),
    `${positional[0]}.json`,
  );
  process.stdout.write(
    `${renderApiReference(JSON.parse(fs.readFileSync(file, 'utf8')) as ApiMetadata)}\n`,
  );
});
