/**
 * Our GitHub repository, which every page's 编辑此页 opens: SITE_REPOSITORY
 * (`owner/name`), else GITHUB_REPOSITORY, which GitHub Actions sets to the
 * repository a workflow runs in (a fork's CI links to the fork). Without
 * either, a local build names a placeholder and warns.
 */
import { ENV } from '../site';
import { PLACEHOLDER_REPOSITORY, githubRepositoryUrl } from '../data/links';

export function repositoryOf(env: NodeJS.ProcessEnv = process.env): {
  url: string;
  fromEnv: boolean;
} {
  const name = env[ENV.repository] ? ENV.repository : ENV.actionsRepository;
  const value = env[name];
  if (!value) return { url: githubRepositoryUrl(PLACEHOLDER_REPOSITORY), fromEnv: false };
  if (!/^[\w.-]+\/[\w.-]+$/.test(value))
    throw new Error(
      `${name}="${value}" is not a GitHub repository's owner/name (e.g. octo/capacitor-docs-zh-hans)`,
    );
  return { url: githubRepositoryUrl(value), fromEnv: true };
}
