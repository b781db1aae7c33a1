import { data } from "react-router";
import { PageErrorBoundary } from "../components/error-pages";
import { pageMeta } from "../components/page-meta";
import type { Route } from "./+types/not-found";

export function loader() {
  throw data("Not Found", { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Page not found", description: "The page you're looking for is floating in space.", noIndex: true });

export default function NotFound() {
  return null;
}

export const ErrorBoundary = PageErrorBoundary;
