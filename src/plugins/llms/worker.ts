/**
 * The worker thread of ./index.ts: writes the Markdown copies and llms.txt
 * files, then precompresses them for nginx (here, as the search plugin does
 * its indexes: src/plugins/serving lists the build's files while this
 * plugin is still writing them), and reports back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { precompressFiles } from '../../serving/precompress';
import { writeLlmsFiles, type LlmsInput } from './index';

writeLlmsFiles(workerData as LlmsInput)
  .then(precompressFiles)
  .then(
    () => parentPort?.postMessage({}),
    (error: Error) => parentPort?.postMessage({ error: error.stack ?? String(error) }),
  );
