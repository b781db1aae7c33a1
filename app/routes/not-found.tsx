import { data } from "react-router";
import { PageErrorBoundary } from "../components/error-pages";
import { notFoundMeta } from "../components/page-meta";
import type { Route } from "./+types/not-found";

export function loader() {
  throw data("Not Found", { status: 404 });
}

export const meta: Route.MetaFunction = notFoundMeta;

export default function NotFound() {
  return null;
}

export const ErrorBoundary = PageErrorBoundary;
