import { useEffect, useState } from 'react';

/** SPEC §2: a successful copy of the code is shown for 500ms. */
export const COPIED_MS = 500;

/** Copies text to the clipboard; `copied` is true for a moment after it worked. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page or a refusal): the text stays on screen to copy by hand.
    }
  };
  return { copied, copy };
}
