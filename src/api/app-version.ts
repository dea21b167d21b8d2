/** Static app name and version the shared HTTP client adds to every call (spec 7.16). */
export const APP_NAME = 'forms-embed';
// Replaced at build time by esbuild's `define`; the fallback keeps tests and type-checks working.
declare const __EMBED_VERSION__: string | undefined;
export const APP_VERSION: string = typeof __EMBED_VERSION__ === 'string' ? __EMBED_VERSION__ : '0.0.0-dev';
