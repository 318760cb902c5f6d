/**
 * A GitHub Actions workflow as the YAML parser reads it (anchors and aliases
 * resolved, as GitHub resolves them): what the workflow unit tests and the
 * benchmark's CI section read instead of modelling the workflow themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export type WorkflowStep = {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
};

export type WorkflowJob = {
  name?: string;
  needs?: string | string[];
  if?: string;
  'runs-on': string;
  container?: string | { image: string };
  env?: Record<string, string>;
  outputs?: Record<string, string>;
  strategy?: { matrix?: Record<string, unknown> };
  steps: WorkflowStep[];
};

export type Workflow = {
  name: string;
  env?: Record<string, string>;
  defaults?: { run?: { shell?: string } };
  concurrency?: { group: string; 'cancel-in-progress': string | boolean };
  jobs: Record<string, WorkflowJob>;
};

export const WORKFLOWS_DIR = '.github/workflows';
export const CI_WORKFLOW = `${WORKFLOWS_DIR}/ci.yml`;

export function readWorkflow(siteDir: string, file = CI_WORKFLOW): Workflow {
  return parse(fs.readFileSync(path.join(siteDir, file), 'utf8')) as Workflow;
}

/** A job's `needs`, always as a list. */
export function needsOf(job: WorkflowJob): string[] {
  return job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs];
}

/** The npm scripts a step's `run` calls, in order (`npm run [--silent] <script>`, `npm test`). */
export function npmScriptsOf(run: string | undefined): string[] {
  return [...(run ?? '').matchAll(/\bnpm (?:run(?: --silent)? ([\w:-]+)|(test|start)\b)/g)].map(
    (m) => m[1] ?? m[2],
  );
}
