/**
 * What a build says about configuration it falls back on: printed once per
 * `npm run build` (which tells its Docusaurus builds, one per version, not
 * to repeat it) or per `docusaurus start`.
 */
import { ENV } from '../site';
import { siteUrlOf } from '../serving/siteUrl';
import { repositoryOf } from './repository';

export function configWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  const site = siteUrlOf(env[ENV.siteUrl]);
  if (!site.fromEnv)
    warnings.push(
      `› 未设置 ${ENV.siteUrl}：canonical 链接、hreflang、sitemap 和 llms.txt 使用 ${site.url}（npm run serve:prod 的地址）。部署前请设置 ${ENV.siteUrl}=https://<站点地址>。`,
    );
  const repository = repositoryOf(env);
  if (!repository.fromEnv)
    warnings.push(
      `› 未设置 ${ENV.repository}（GitHub Actions 中用 ${ENV.actionsRepository}）：“编辑此页”指向占位地址 ${repository.url}。部署前请设置 ${ENV.repository}=<所有者>/<仓库名>。`,
    );
  return warnings;
}

/** The warnings, unless the `npm run build` that started this process printed them already. */
export function printConfigWarnings(env: NodeJS.ProcessEnv = process.env): void {
  if (env[ENV.configWarned]) return;
  for (const warning of configWarnings(env)) console.warn(warning);
}
