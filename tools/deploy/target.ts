/** Where a deploy goes: DEPLOY_TARGET, `user@host:/var/www/capacitor-docs-zh`. */
import { ENV } from '../../src/site';

export type Target = {
  /** What ssh connects to: user@host, or a Host of the ssh configuration. */
  host: string;
  /** The deploy directory on the server (releases/, current). */
  root: string;
};

export function parseTarget(value: string | undefined): Target {
  const example = `${ENV.deployTarget}=deploy@docs.example.cn:/var/www/capacitor-docs-zh`;
  if (!value) throw new Error(`没有设置 ${ENV.deployTarget}（部署目标），例如 ${example}`);
  const match = /^([^\s:/'"]+):(\/[\w./-]*[\w.-])\/?$/.exec(value.trim());
  if (!match || match[2].split('/').includes('..'))
    throw new Error(
      `${ENV.deployTarget}="${value}" 不是“用户@主机:绝对路径”（路径只含字母、数字和 ._-/），例如 ${example}`,
    );
  return { host: match[1], root: match[2] };
}
