import { useEffect } from 'react';
import { texts } from '../texts';

/** Names the page in the browser's tab and history (and for screen readers, on each navigation). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${texts.shell.productName}`;
  }, [title]);
}
