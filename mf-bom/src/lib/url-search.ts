import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const TYPING_PAUSE_MS = 300;

/**
 * A search box whose text lives in the URL's `q` (shareable, survives reload): `text` follows every key, and
 * `q` (the URL's value, what queries use) catches up after a short pause in typing. Other URL params stay.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next) updated.set('q', next);
            else updated.delete('q');
            return updated;
          },
          { replace: true },
        ),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, setParams]);
  return { text, setText, q };
}
