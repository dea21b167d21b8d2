import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { shareReact } from './chunk-registry';

/**
 * Puts the main bundle's React on the chunk registry for the chunk files, which are built
 * without a React of their own. The only module of `lazy/` that imports React; only the main
 * bundle imports it.
 */
export function exposeReact(): void {
  shareReact({ React, ReactDOM, jsxRuntime });
}
