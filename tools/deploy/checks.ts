/**
 * The checks after a switch: each of a release's URLs (manifest.ts) asked of
 * the server, its answer compared with what the release holds, and the
 * Content-Security-Policy header with the release's. nginx starts new workers
 * on a reload while the old ones finish their requests, so a check that sees
 * the old release is asked again until a deadline.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Check, Manifest } from './manifest';

export type Answer = { status: number; location?: string; csp?: string; body: Buffer };

/** One GET on a connection of its own: no redirect followed, no compression asked for. */
export function fetchRaw(url: string, timeoutMs = 10_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          csp: response.headers['content-security-policy'] as string | undefined,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`${timeoutMs} ms 内没有回答`)));
    request.on('error', reject);
  });
}

/** What is wrong with an answer, in Chinese; empty when it is what the release serves. */
export function answerProblems(check: Check, csp: string, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status !== check.status)
    problems.push(`状态码 ${answer.status}，应为 ${check.status}`);
  if (check.location !== undefined && answer.location !== check.location)
    problems.push(`Location 为 ${answer.location ?? '（无）'}，应为 ${check.location}`);
  if (check.sha256 !== undefined) {
    const got = crypto.createHash('sha256').update(answer.body).digest('hex');
    if (got !== check.sha256) problems.push('内容与这次发布的文件不同');
  }
  if (answer.csp !== csp)
    problems.push(
      answer.csp
        ? 'Content-Security-Policy 与这次发布的 _nginx/csp.conf 不同'
        : '没有 Content-Security-Policy 头',
    );
  return problems;
}

export type CheckFailure = { check: Check; url: string; problems: string[] };

/**
 * Asks every check of `manifest` of the server at `origin` until all answer
 * as the release says or `deadlineMs` passes; returns the checks that never did.
 */
export async function runChecks(
  manifest: Manifest,
  origin: string,
  { deadlineMs = 15_000, intervalMs = 200 } = {},
): Promise<CheckFailure[]> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const failures: CheckFailure[] = [];
    for (const check of manifest.checks) {
      const url = new URL(check.path, origin).href;
      let problems: string[];
      try {
        problems = answerProblems(check, manifest.csp, await fetchRaw(url));
      } catch (error) {
        problems = [`请求失败：${(error as Error).message}`];
      }
      if (problems.length) failures.push({ check, url, problems });
    }
    if (!failures.length || Date.now() >= deadline) return failures;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
