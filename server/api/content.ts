import { Hono } from "hono";
import { listQuerySchema } from "../../domain/content";
import type { Services } from "../services";
import { parseQuery } from "./validation";

/** Public read endpoints of spec §7: GET /blogs, /reviews, /review-videos, /team. */
export function contentRoutes(services: Services) {
  const { content } = services;
  const lists = {
    "/blogs": content.listBlogs,
    "/reviews": content.listReviews,
    "/review-videos": content.listReviewVideos,
    "/team": content.listTeam,
  } as const;

  const api = new Hono();
  for (const [path, list] of Object.entries(lists)) {
    api.get(path, async (c) => {
      const query = parseQuery(c, listQuerySchema);
      if ("response" in query) return query.response;
      return c.json(await list(query.data));
    });
  }
  return api;
}
