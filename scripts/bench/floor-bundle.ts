import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** The floor renderer bundled as the embed is (one minified IIFE, React in production mode). */
export async function buildFloorBundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./floor-app.tsx', import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    jsx: 'automatic',
    target: ['es2020'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}
