import { useSyncExternalStore } from 'react';

/**
 * A value kept outside React that components watch (the browser's install offer, a waiting
 * new version of the app): `set` changes it and re-renders the components that read it with
 * `useSelected`. Before the page is interactive (and on a server) components read `initial`.
 */
export function watchedValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    get: (): T => value,
    set(next: T): void {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    /** React: the part of the value a component shows; it re-renders when that part changes. */
    useSelected<S>(select: (current: T) => S): S {
      return useSyncExternalStore(subscribe, () => select(value), () => select(initial));
    },
  };
}
