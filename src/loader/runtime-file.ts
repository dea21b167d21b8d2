// Set by the build (esbuild.config.ts) once the runtime is built: its content-addressed name and
// its Subresource Integrity hash. The fallbacks keep tests and type-checks working.
declare const __RUNTIME_FILE__: string | undefined;
declare const __RUNTIME_INTEGRITY__: string | undefined;

/** The runtime's file, in embed.js's folder: React, the store, the UI. */
export const RUNTIME_FILE: string = typeof __RUNTIME_FILE__ === 'string' ? __RUNTIME_FILE__ : 'embed-runtime.js';
export const RUNTIME_INTEGRITY: string = typeof __RUNTIME_INTEGRITY__ === 'string' ? __RUNTIME_INTEGRITY__ : '';
