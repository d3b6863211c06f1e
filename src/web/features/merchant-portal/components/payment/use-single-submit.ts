import { useCallback, useRef } from 'react';

/**
 * Lets a form send once until the server answers. A double click submits twice before React has
 * re-rendered the button as disabled, and a second refund would be a second refund; a ref is
 * already true for the second click.
 */
export function useSingleSubmit() {
  const inFlight = useRef(false);
  return useCallback((send: (settled: () => void) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    send(() => {
      inFlight.current = false;
    });
  }, []);
}
