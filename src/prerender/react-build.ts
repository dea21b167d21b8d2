import { createElement } from 'react';

export type ReactBuild = 'production' | 'development';

/**
 * Which of React's builds this process renders with (React and `react-dom/server` choose theirs
 * from NODE_ENV when first loaded): only the development build gives each element the `_store`
 * its key checks use.
 */
export function reactBuild(): ReactBuild {
  return '_store' in createElement('i') ? 'development' : 'production';
}
