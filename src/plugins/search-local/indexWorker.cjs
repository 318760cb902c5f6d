// Worker thread of ./buildIndexes.ts (plain JavaScript: the build's TypeScript
// loader does not reach workers): one version's index, by the plugin's own
// scanner and builder, without meta descriptions (each repeats its page's
// first paragraph) and with sections' keywords (./sectionKeywords.ts). The
// scanner's lists are by position (sectionKeywords.test.ts checks them).
const DESCRIPTIONS = 2;
const KEYWORDS = 3;
const fs = require('node:fs');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const { sectionKeywordDocuments } = require('tsx/cjs/api').require(
  './sectionKeywords.ts',
  __filename,
);

const pluginUtils = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local')),
  'utils',
);
const { scanDocuments } = require(path.join(pluginUtils, 'scanDocuments.js'));
const { buildIndex } = require(path.join(pluginUtils, 'buildIndex.js'));

async function writeIndex({ paths, config, file }) {
  const documents = await scanDocuments(paths, config);
  documents[DESCRIPTIONS] = [];
  const pages = paths.map(({ url, filePath }) => ({
    url,
    html: fs.readFileSync(filePath, 'utf8'),
  }));
  documents[KEYWORDS].push(...sectionKeywordDocuments(pages, documents));
  fs.writeFileSync(file, JSON.stringify(buildIndex(documents, config)));
}

writeIndex(workerData).then(
  () => parentPort.postMessage({}),
  (error) => parentPort.postMessage({ error: error?.stack ?? String(error) }),
);
