/** Argument handling shared by the command-line entry points. */
import fs from 'node:fs';
import path from 'node:path';
import type { UpstreamRepo } from '../../tools/common/git';

export function upstreamRepo(dir: string | undefined, usage: string): UpstreamRepo {
  if (!dir) throw new Error(usage);
  const resolved = path.resolve(dir);
  if (!fs.existsSync(resolved))
    throw new Error(`${resolved}: no such directory (a clone of ionic-team/capacitor-docs)`);
  return { dir: resolved };
}

/** Splits `--name value` options from positional arguments; `flags` take no value. */
export function parseArgs(args: string[], flags: string[] = []) {
  const options: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (flags.includes(arg.slice(2))) options[arg.slice(2)] = true;
    else options[arg.slice(2)] = args[++i];
  }
  return { options, positional };
}
