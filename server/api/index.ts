import { Hono } from "hono";
import type { Logger } from "pino";
import type { Services } from "../services";
import { contentRoutes } from "./content";

/** Everything under /api: JSON only, never the HTML app. */
export function apiRoutes(services: Services, logger: Logger) {
  const api = new Hono();
  api.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  api.get("/health", async (c) => {
    try {
      await services.checkDatabase();
      return c.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      return c.json({ status: "error", error: "Database unreachable" }, 503);
    }
  });
  api.route("/", contentRoutes(services));

  api.all("*", (c) => c.json({ error: "Not found" }, 404));
  api.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "API error");
    return c.json({ error: "Internal server error" }, 500);
  });
  return api;
}
