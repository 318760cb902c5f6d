/**
 * Runs a command-line entry point when its file is the one node started:
 * `main` gets the arguments and returns the exit status; a thrown error is
 * printed without a stack trace and exits 1.
 */
import path from 'node:path';

export function runMain(
  fileName: string,
  main: (args: string[]) => number | void | Promise<number | void>,
): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== path.resolve(fileName)) return;
  Promise.resolve()
    .then(() => main(process.argv.slice(2)))
    .then((code) => {
      process.exitCode = code ?? 0;
    })
    .catch((error: Error) => {
      console.error(error.message);
      process.exitCode = 1;
    });
}
