/**
 * Prints the API reference skeleton of a plugin page for translators:
 * `npm run api:skeleton -- camera > /tmp/camera-api.md`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderApiReference } from './render';

const slug = process.argv[2];
if (!slug) {
  console.error('usage: npm run api:skeleton -- <plugin slug>');
  process.exit(1);
}
const file = path.resolve(__dirname, '../../api-metadata/v7', `${slug}.json`);
process.stdout.write(`${renderApiReference(JSON.parse(fs.readFileSync(file, 'utf8')))}\n`);
