/** Client module of ./index.ts: the Tag Manager container, once the page is loaded and idle. */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { loadContainer, whenLoadedAndIdle } from './container';

if (ExecutionEnvironment.canUseDOM) whenLoadedAndIdle(window, () => loadContainer(window));
