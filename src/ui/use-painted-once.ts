import { useEffect, useState } from 'react';
import { afterNextPaintOrWait } from './after-next-paint';

/**
 * False until the component's first render has been painted (or a paint that does not come has
 * been waited for, `afterNextPaintOrWait`), then true: for what the first paint, and the
 * take-over of the host's markup, need not wait for. Always false in the host's render.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaintOrWait(() => setPainted(true)), []);
  return painted;
}
