/**
 * The host's entry (`server/main.ts`) imports this module first, so it runs before anything
 * loads React: React and `react-dom/server` choose their build from NODE_ENV when first loaded,
 * and the development build renders a form several times slower (`src/prerender/`). A site
 * owner therefore sets nothing; a NODE_ENV they set themselves (`development`) is kept.
 */
export function defaultToProduction(env: NodeJS.ProcessEnv): void {
  if (!env.NODE_ENV) env.NODE_ENV = 'production';
}

defaultToProduction(process.env);
