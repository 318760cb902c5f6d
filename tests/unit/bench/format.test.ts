import { describe, expect, it } from 'vitest';
import { duration, kib, mib, table } from '../../../tools/bench/format';

describe('format', () => {
  it('writes sizes in KiB with one decimal and in whole MiB', () => {
    expect(kib(1536)).toBe('1.5 KiB');
    expect(kib(2_000_000)).toBe('1,953.1 KiB');
    expect(kib(-1024)).toBe('-1.0 KiB');
    expect(mib(1088792 * 1024)).toBe('1,063 MiB');
  });

  it('writes durations in ms below a second, else in seconds', () => {
    expect(duration(850.4)).toBe('850 ms');
    expect(duration(37_690)).toBe('37.7 s');
  });

  it('builds a Markdown table, escaping pipes', () => {
    expect(table(['a', 'b'], [['1', 'x|y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |');
  });
});
