/** Number formatting and Markdown tables for the benchmark report. */

export const KIB = 1024;
export const MIB = 1024 * 1024;

/** 1234567 → "1,205.6 KiB" */
export function kib(bytes: number): string {
  return `${(bytes / KIB).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KiB`;
}

/** 1234567890 → "1,177 MiB" */
export function mib(bytes: number): string {
  return `${Math.round(bytes / MIB).toLocaleString('en-US')} MiB`;
}

/** Milliseconds as "850 ms" below a second, else "12.3 s". */
export function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A Markdown table; `|` in cells is escaped. */
export function table(headers: string[], rows: string[][]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
