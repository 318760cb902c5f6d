// Worker-thread entry of ./index.ts (writeInWorker): this plugin is
// TypeScript, so the worker loads it through tsx.
require('tsx/cjs/api').register();
require('./worker.ts');
