// Worker thread of ./buildIndexes.ts: for each message, scans one docs
// version's built pages and writes its search index with the plugin's own
// scanner and index builder (plain JavaScript, so no TypeScript loader here).
// The scanner numbers documents with a module-level counter; it is loaded
// afresh for each version so that every index numbers from 1, whichever
// worker builds it and in whatever order. Pages' meta descriptions are left
// out: each repeats its page's opening paragraph, which is indexed as text.
// Sections' own keywords join the pages' (./sectionKeywords.cjs).
const DESCRIPTIONS = 2;
const KEYWORDS = 3;
const fs = require('node:fs');
const path = require('node:path');
const { parentPort } = require('node:worker_threads');
const { sectionKeywordDocuments } = require('./sectionKeywords.cjs');

const pluginUtils = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local')),
  'utils',
);
const scanner = path.join(pluginUtils, 'scanDocuments.js');
const { buildIndex } = require(path.join(pluginUtils, 'buildIndex.js'));

parentPort.on('message', async ({ paths, config, file }) => {
  try {
    delete require.cache[require.resolve(scanner)];
    const { scanDocuments } = require(scanner);
    const documents = await scanDocuments(paths, config);
    documents[DESCRIPTIONS] = [];
    const pages = paths.map(({ url, filePath }) => ({
      url,
      html: fs.readFileSync(filePath, 'utf8'),
    }));
    documents[KEYWORDS].push(...sectionKeywordDocuments(pages, documents));
    fs.writeFileSync(file, JSON.stringify(buildIndex(documents, config)));
    parentPort.postMessage({ file });
  } catch (error) {
    parentPort.postMessage({ file, error: error?.stack ?? String(error) });
  }
});
