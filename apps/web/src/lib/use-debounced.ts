import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs`: a search or a live check asks the server after typing pauses. */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
