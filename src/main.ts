// The IIFE entry of the runtime (embed-runtime-{hash}.js), which embed.js adds to the page.
import { readLoaderHandoff } from './loader/handoff';
import { startRuntime } from './embed/start-runtime';

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  const loader = readLoaderHandoff(window);
  if (loader) startRuntime(window, loader);
  else console.error('[forms-embed] The runtime runs only when embed.js added it: include embed.js instead');
}
