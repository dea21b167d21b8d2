import { useEffect, useState, type ReactNode } from 'react';
import { loadChunk } from '../../lazy/load-chunk';
import { LoadingPlaceholder } from '../LoadingPlaceholder';
import { useChunk } from '../use-chunk';
import { applyBaseStyles } from './apply-styles';

/**
 * Shows the loading placeholder until the form's own stylesheet (`embed-styles.js`, requested
 * with the definition) has arrived, then puts it in `doc` and shows `children`: a form is never
 * painted without its base styles. Should the file fail to load, the form shows unstyled rather
 * than never: a plain form still takes the visitor's lead; a placeholder forever would not.
 */
export function BaseStylesGate({ doc, children }: { doc: Document; children: ReactNode }) {
  const styles = useChunk('styles');
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    // The same load useChunk asked for (one promise per file): only its failure is read here.
    if (!styles) loadChunk('styles').catch(() => setUnavailable(true));
  }, [styles]);
  if (!styles) return unavailable ? <>{children}</> : <LoadingPlaceholder />;
  // During render, not in an effect: the sheet must be in place before the children's own layout
  // effects measure them. Adding it is idempotent (once per document).
  applyBaseStyles(doc);
  return <>{children}</>;
}
