/**
 * Docusaurus's Link prefetches each internal link's route as it comes into
 * view, in the task that reports it: right after hydration, one long task
 * adding a <link rel=prefetch> for every chunk of every route in view (the
 * layout chunks again for each). ./client.ts moves that to idle time.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function idlePrefetch(): Plugin {
  return { name: 'idle-prefetch', getClientModules: () => [path.resolve(__dirname, 'client.ts')] };
}
