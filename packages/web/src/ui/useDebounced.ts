import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (a search field's query, asked 250 ms after the last keystroke). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}
