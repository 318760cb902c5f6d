// The package ships no type declarations.
declare module '@easyops-cn/docusaurus-search-local' {
  import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
  export default function searchLocal(context: LoadContext, options: unknown): Plugin;
  export function validateOptions<T, U>(data: OptionValidationContext<T, U>): U;
}
