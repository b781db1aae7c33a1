import { data } from "react-router";
import { PageErrorBoundary } from "../components/error-pages";
import { notFoundMeta } from "../components/page-meta";
import type { Route } from "./+types/not-found";
import { loadAsDocument } from "../lib/hydration";

export function loader() {
  throw data("Not Found", { status: 404 });
}

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = notFoundMeta;

export default function NotFound() {
  return null;
}

export const ErrorBoundary = PageErrorBoundary;
