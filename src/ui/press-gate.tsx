import { createContext, useContext, useMemo, useRef } from 'react';

/** How long a press may hold back a blur before the blur goes ahead anyway (a release outside the form). */
const LONGEST_PRESS_MS = 1000;

export interface PressGate {
  /** Runs `action` now, or, while a pointer is pressed in the form, once the press has ended and its click is done. */
  afterPress(action: () => void): void;
  /** Capture handlers for the form element. */
  handlers: {
    onPointerDownCapture(): void;
    onPointerUpCapture(): void;
    onPointerCancelCapture(): void;
  };
}

/**
 * Holds back what a blur shows while the pointer that caused it is still down. A field left by
 * pressing Submit (or a checkbox further down) would otherwise show its error at once, push the
 * target down under the pointer, and the click would land on nothing.
 */
export function usePressGate(): PressGate {
  const pressing = useRef(false);
  const pending = useRef<(() => void)[]>([]);
  const safety = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  return useMemo(() => {
    const release = () => {
      pressing.current = false;
      clearTimeout(safety.current);
      const actions = pending.current.splice(0);
      // After the click that ends this press has been dispatched.
      if (actions.length > 0) setTimeout(() => actions.forEach((action) => action()), 0);
    };
    return {
      afterPress(action) {
        if (pressing.current) pending.current.push(action);
        else action();
      },
      handlers: {
        onPointerDownCapture() {
          pressing.current = true;
          clearTimeout(safety.current);
          safety.current = setTimeout(release, LONGEST_PRESS_MS);
        },
        onPointerUpCapture: release,
        onPointerCancelCapture: release,
      },
    };
  }, []);
}

const immediate: PressGate = {
  afterPress: (action) => action(),
  handlers: { onPointerDownCapture() {}, onPointerUpCapture() {}, onPointerCancelCapture() {} },
};

export const PressGateContext = createContext<PressGate>(immediate);

export const usePressGateContext = (): PressGate => useContext(PressGateContext);
