import { useCallback } from 'react';
import { toast } from '@web/lib/use-toast';

/**
 * Copies text to the clipboard with the spec's toasts. The clipboard API is missing on plain
 * http and can be refused by the browser, so failure says how to copy by hand instead.
 */
export function useCopy() {
  return useCallback(async (text: string, { title = 'Copied!', description = 'API key copied to clipboard' } = {}) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      toast({ title, description });
      return true;
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser blocked the clipboard. Select the text and copy it manually.', variant: 'destructive' });
      return false;
    }
  }, []);
}
