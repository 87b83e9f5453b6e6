import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from './routes';

/**
 * A supplier search box (§2, §5; the header's and the landing page's): submitting non-empty text opens
 * /discover?q={text}, then calls `onSearched`; empty text does nothing.
 */
export function useSearchBox(onSearched?: () => void) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    navigate(paths.discover({ q: text }));
    onSearched?.();
  };
  return { query, setQuery, submit };
}
