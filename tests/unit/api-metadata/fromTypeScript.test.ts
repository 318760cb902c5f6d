import { describe, expect, it } from 'vitest';
import { fromTypeScript } from '@site/tools/api-metadata/fromTypeScript';

describe('API metadata', () => {
  it('reads methods, reachable interfaces, aliases and tags from TypeScript declarations', () => {
    const api = fromTypeScript(
      `import type { PluginListenerHandle } from '@capacitor/core';
       export interface EchoPlugin {
         /** @since 1.0.0 */
         echo(options: EchoOptions): Promise<EchoResult>;
         addListener(eventName: 'ping', listenerFunc: () => void): Promise<PluginListenerHandle>;
       }
       export interface EchoOptions {
         /** @default "hi" @since 1.1.0 */
         value?: string;
         mode: EchoMode;
       }
       export interface EchoResult { value: string }
       export type EchoMode = 'loud' | 'quiet';
       export interface Unrelated { x: number }`,
      'EchoPlugin',
      'echo',
      '1.0.0',
    );
    expect(api.methods.map((m) => m.signature)).toEqual([
      'echo(options: EchoOptions) => Promise<EchoResult>',
      "addListener(eventName: 'ping', listenerFunc: () => void) => Promise<PluginListenerHandle>",
    ]);
    expect(api.methods[0].since).toBe('1.0.0');
    expect(api.interfaces.map((i) => i.name)).toEqual(['EchoOptions', 'EchoResult']);
    expect(api.interfaces[0].properties[0]).toEqual({
      name: 'value',
      type: 'string',
      default: '"hi"',
      since: '1.1.0',
    });
    expect(api.typeAliases).toEqual([{ name: 'EchoMode', type: "'loud' | 'quiet'" }]);
  });
});
