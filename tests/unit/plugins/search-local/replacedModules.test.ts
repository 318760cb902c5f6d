import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPLACED_MODULES } from '@site/src/plugins/search-local';

const OURS = path.resolve(__dirname, '../../../../src/plugins/search-local/client');

describe('REPLACED_MODULES', () => {
  it.each(REPLACED_MODULES)(
    'matches an import the plugin still makes ($request in $from), replaced by an existing module',
    ({ from, request, ours }) => {
      const sources = fs
        .readdirSync(from)
        .filter((file) => /\.jsx?$/.test(file))
        .map((file) => fs.readFileSync(path.join(from, file), 'utf8'));
      expect(sources.some((source) => source.includes(`from "${request}"`))).toBe(true);
      expect(fs.existsSync(path.join(OURS, ours))).toBe(true);
    },
  );
});
