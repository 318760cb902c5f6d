/**
 * Native examples against their version's platform: the deployment minimums
 * come from the version's @capacitor/cli templates; an API of
 * example-check/platform-apis.json that needs more than the minimum must sit
 * in a block with the language's availability guard, and a
 * Build.VERSION_CODES constant must exist in the template's compile SDK.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { markdownPages } from '../../src/versions/files';

export type Minimums = { ios: number; minSdk: number; compileSdk: number };
type Api = {
  platform: 'ios' | 'android';
  pattern: string;
  name: string;
  minimum: string;
  doc: string;
};
export type PlatformApis = {
  apis: Api[];
  versionCodes: Record<string, number>;
  versionCodesDoc: string;
};

export const PLATFORM_APIS = path.resolve(__dirname, '../../example-check/platform-apis.json');

export function readPlatformApis(file = PLATFORM_APIS): PlatformApis {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as PlatformApis;
  for (const [i, api] of data.apis.entries()) {
    if (
      !['ios', 'android'].includes(api.platform) ||
      !api.pattern ||
      !api.name ||
      !/^\d+(\.\d+)?$/.test(api.minimum)
    ) {
      throw new Error(`${file}: apis[${i}] does not match example-check/platform-apis.schema.json`);
    }
    if (!/^https:\/\/developer\.(apple|android)\.com\//.test(api.doc))
      throw new Error(`${file}: apis[${i}].doc is not a vendor link`);
  }
  return data;
}

/** A template file's text, from the CLI's assets (a .tar.gz in Capacitor 3+, a folder in 2). */
function templateFile(assets: string, template: string, name: string): string {
  const tgz = path.join(assets, `${template}.tar.gz`);
  if (fs.existsSync(tgz))
    return execFileSync('tar', ['-xzOf', tgz, '--wildcards', `*${name}`], { encoding: 'utf8' });
  const find = (dir: string): string | undefined => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        const found = find(full);
        if (found) return found;
      } else if (e.name === name) return fs.readFileSync(full, 'utf8');
    }
    return undefined;
  };
  return find(path.join(assets, template)) ?? '';
}

export function minimumsOf(cliDir: string): Minimums {
  const assets = path.join(cliDir, 'assets');
  const iosTemplate = fs.existsSync(path.join(assets, 'ios-pods-template.tar.gz'))
    ? 'ios-pods-template'
    : 'ios-template';
  const ios = /IPHONEOS_DEPLOYMENT_TARGET = ([\d.]+)/.exec(
    templateFile(assets, iosTemplate, 'project.pbxproj'),
  )?.[1];
  const gradle = templateFile(assets, 'android-template', 'variables.gradle');
  const minSdk = /minSdkVersion\s*=\s*(\d+)/.exec(gradle)?.[1];
  const compileSdk = /compileSdkVersion\s*=\s*(\d+)/.exec(gradle)?.[1];
  if (!ios || !minSdk || !compileSdk)
    throw new Error(`${cliDir}: no deployment target, minSdk or compileSdk in the templates`);
  return { ios: Number(ios), minSdk: Number(minSdk), compileSdk: Number(compileSdk) };
}

const NATIVE = /^((?:\s*>)*\s*)(`{3,})(swift|java|kotlin|kt)\b.*$/;

/**
 * Problems of one page's Swift/Java/Kotlin blocks, as `file:line: message`.
 * A block whose fence carries `example=unguarded "reason"` has known
 * problems, counted in `known`; such a marker on a block without problems is stale.
 */
export function checkNativePage(
  text: string,
  file: string,
  m: Minimums,
  data: PlatformApis,
  known: string[] = [],
): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = NATIVE.exec(lines[i]);
    if (!open) continue;
    const ios = open[3] === 'swift';
    let end = i + 1;
    while (end < lines.length && !/^\s*(>\s*)?`{3,}\s*$/.test(lines[end])) end++;
    const block = lines.slice(i + 1, end);
    const marker = /\sexample=unguarded\s+"([^"]+)"/.exec(lines[i]);
    const out: string[] = [];
    const code = block.join('\n');
    const iosGuard = Math.max(
      0,
      ...[...code.matchAll(/[#@]available\(iOS (\d+(?:\.\d+)?)/g)].map((g) => Number(g[1])),
    );
    const sdkGuard = Math.max(
      0,
      ...[...code.matchAll(/SDK_INT\s*>=\s*(?:Build\.VERSION_CODES\.(\w+)|(\d+))/g)].map((g) =>
        g[1] ? (data.versionCodes[g[1]] ?? 0) : Number(g[2]),
      ),
      ...[
        ...code.matchAll(
          /@(?:RequiresApi|TargetApi)\((?:api\s*=\s*)?(?:Build\.VERSION_CODES\.(\w+)|(\d+))/g,
        ),
      ].map((g) => (g[1] ? (data.versionCodes[g[1]] ?? 0) : Number(g[2]))),
    );
    block.forEach((line, j) => {
      const where = `${file}:${i + 2 + j}`;
      for (const api of data.apis) {
        if ((api.platform === 'ios') !== ios || !new RegExp(api.pattern).test(line)) continue;
        const need = Number(api.minimum);
        const lowest = ios ? m.ios : m.minSdk;
        const guard = ios ? iosGuard : sdkGuard;
        if (need > lowest && guard < need) {
          out.push(
            `${where}: ${api.name} needs ${ios ? `iOS ${api.minimum}` : `API ${api.minimum}`} (${api.doc}); this version supports ` +
              `${ios ? `iOS ${m.ios}` : `minSdk ${m.minSdk}`}: guard it with ${ios ? `if #available(iOS ${api.minimum}, *)` : `Build.VERSION.SDK_INT >= ${api.minimum}`}`,
          );
        }
      }
      if (!ios) {
        for (const c of line.matchAll(/Build\.VERSION_CODES\.(\w+)/g)) {
          const level = data.versionCodes[c[1]];
          if (level === undefined)
            out.push(
              `${where}: Build.VERSION_CODES.${c[1]} is not in example-check/platform-apis.json's versionCodes`,
            );
          else if (level > m.compileSdk) {
            out.push(
              `${where}: Build.VERSION_CODES.${c[1]} (API ${level}) does not exist in compileSdk ${m.compileSdk} (${data.versionCodesDoc})`,
            );
          }
        }
      }
    });
    if (marker && out.length === 0)
      problems.push(
        `${file}:${i + 1}: example=unguarded but the block has no unguarded API; drop the marker`,
      );
    else if (marker) known.push(...out.map((o) => `${o} [marked: ${marker[1]}]`));
    else problems.push(...out);
    i = end;
  }
  return problems;
}

export function checkNative(
  siteDir: string,
  docsDir: string,
  cliDir: string,
  data = readPlatformApis(),
): { minimums: Minimums; problems: string[]; known: string[] } {
  const minimums = minimumsOf(cliDir);
  const known: string[] = [];
  const problems = markdownPages(path.join(siteDir, docsDir)).flatMap((file) =>
    checkNativePage(
      fs.readFileSync(file, 'utf8'),
      path.relative(siteDir, file).split(path.sep).join('/'),
      minimums,
      data,
      known,
    ),
  );
  return { minimums, problems, known };
}
