/**
 * How a picture loads: lazily by default; the largest picture a phone shows first (Lighthouse's LCP
 * element) at once and ahead of other requests (decision 0017).
 */
export function imageLoading(priority: boolean) {
  return priority ? ({ loading: "eager", fetchPriority: "high" } as const) : ({ loading: "lazy" } as const);
}
