/**
 * The worker thread of ./index.ts. Its `write` task writes the Markdown
 * copies and llms.txt files, then precompresses them for nginx (here, as the
 * search plugin does its indexes: src/plugins/serving lists the build's
 * files while this plugin is still writing them). Its `convert` task fills
 * the conversion cache at the lowest CPU priority, which on Linux is this
 * thread's own (convertAhead runs it nowhere else). Both report back.
 */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { precompressFiles } from '../../serving/precompress';
import { convertPages, writeLlmsFiles, type LlmsInput, type LlmsTask } from './index';

const { task, input } = workerData as { task: LlmsTask; input: LlmsInput };

function run(): Promise<unknown> {
  if (task === 'write') return writeLlmsFiles(input).then(precompressFiles);
  os.setPriority(os.constants.priority.PRIORITY_LOW);
  return convertPages(input);
}

run().then(
  () => parentPort?.postMessage({}),
  (error: Error) => parentPort?.postMessage({ error: error.stack ?? String(error) }),
);
