// The IIFE entry of embed.js, the loader: the only module with side effects when loaded.
import { RUNTIME_FILE, RUNTIME_INTEGRITY } from './runtime-file';
import { startLoader } from './start-loader';

if (typeof window !== 'undefined' && typeof document !== 'undefined') startLoader(window, { file: RUNTIME_FILE, integrity: RUNTIME_INTEGRITY });
