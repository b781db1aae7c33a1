import { type DependencyList, useEffect, useRef } from "react";

/**
 * Runs one of app/enhance's functions on a server-rendered element of a hydrated page (decision
 * 0027): the same code the pages without React run from app/enhance/main.ts. The function binds
 * its listeners and returns what undoes them; with `deps` it starts afresh when they change (the
 * header after each client-side navigation).
 */
export function useEnhancement<T extends HTMLElement>(
  enhance: (element: T) => (() => void) | void,
  deps: DependencyList = [],
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!ref.current) return;
    return enhance(ref.current) ?? undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `enhance` is a module-level function; `deps` says when to start again.
  }, deps);
  return ref;
}
