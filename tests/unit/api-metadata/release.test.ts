import { describe, expect, it } from 'vitest';
import { admitsCapacitor } from '@site/tools/api-metadata/release';

describe('API metadata', () => {
  it('picks plugin releases for Capacitor 7 by their core peer range', () => {
    expect(admitsCapacitor(7, '^7.0.0')).toBe(true);
    expect(admitsCapacitor(7, '>=7.0.0')).toBe(true);
    expect(admitsCapacitor(7, '^6.0.0 || ^7.0.0')).toBe(true);
    expect(admitsCapacitor(7, '>=8.0.0')).toBe(false);
    expect(admitsCapacitor(7, '^6.0.0')).toBe(false);
  });
});
