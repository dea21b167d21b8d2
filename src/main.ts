// The IIFE entry of embed.js: the only module with side effects when loaded.
import { boot } from './embed/boot';

if (typeof window !== 'undefined' && typeof document !== 'undefined') boot(window);
