/**
 * The one tslib helper that @docusaurus/utils-common's index uses, given to
 * it in place of tslib in the browser bundle (./index.ts). Required from
 * CommonJS, tslib came whole into main.js (about 4 KiB gzip) for this one
 * function.
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}
