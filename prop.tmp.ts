// Propagate markers from marked blocks (any version) to unmarked failing blocks with the same code.
import fs from 'node:fs';
import { DOC_VERSIONS } from './src/versions';
import { exampleBlocks } from './tools/examples/check';
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const known = new Map<string, string>();
for (const v of DOC_VERSIONS) for (const pb of exampleBlocks('.', v.docsDir)) {
  const m = /(?:^|\s)(example=\S+\s+"[^"]*")/.exec(pb.block.meta);
  if (m) known.set(norm(pb.block.code), m[1]);
}
const label = process.argv[2];
const list = fs.readFileSync(process.argv[3], 'utf8').split('\n').filter((l) => l.startsWith('## ')).map((l) => l.split(' ')[1]);
const v = DOC_VERSIONS.find((d) => d.label === label)!;
const rows: string[] = [];
for (const pb of exampleBlocks('.', v.docsDir)) {
  const where = `${pb.page}:${pb.block.fenceLine}`;
  if (!list.includes(where)) continue;
  const marker = known.get(norm(pb.block.code));
  if (marker) { const m = /example=(\S+)\s+"([^"]*)"/.exec(marker)!; rows.push(`${where}\t${m[1]}\t${m[2]}`); }
  else console.log('unmatched', where);
}
fs.writeFileSync(`/tmp/${label}.tsv`, rows.join('\n') + '\n');
console.log(rows.length, 'propagated');
