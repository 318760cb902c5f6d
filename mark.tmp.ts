import fs from 'node:fs';
// usage: mark.tmp.ts file.tsv  (page:fenceLine \t kind \t reason)
for (const row of fs.readFileSync(process.argv[2], 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'))) {
  const [where, kind, reason] = row.split('\t');
  const [page, line] = where.split(':');
  const lines = fs.readFileSync(page, 'utf8').split('\n');
  const i = Number(line) - 1;
  if (!/^\s*(>\s*)?```/.test(lines[i])) throw new Error(`${where}: not a fence: ${lines[i]}`);
  if (/example=/.test(lines[i])) { console.log(`${where}: already marked`); continue; }
  lines[i] = `${lines[i]} example=${kind} "${reason}"`;
  fs.writeFileSync(page, lines.join('\n'));
}
