/** A route as Hono lists it (`app.routes`): its method ("ALL" for middleware) and its path pattern. */
interface ListedRoute {
  method: string;
  path: string;
}

/** A Hono path pattern as a regular expression: `:name` one segment, `:name{re}` that expression, `*` the rest. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(:\w+(?:\{[^}]+\})?|\*)/)
    .map((part) => {
      if (part === "*") return ".*";
      const param = /^:\w+(?:\{([^}]+)\})?$/.exec(part);
      if (param) return param[1] ? `(?:${param[1]})` : "[^/]+";
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}/?$`);
}

/**
 * The methods the API answers at `path` (HEAD wherever GET is), for a 405's `Allow` (RFC 9110): empty
 * when no route has this address at all (a 404).
 */
export function allowedMethods(routes: readonly ListedRoute[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === "ALL" || !patternRegExp(route.path).test(path)) continue;
    methods.add(route.method);
    if (route.method === "GET") methods.add("HEAD");
  }
  return [...methods].sort();
}
