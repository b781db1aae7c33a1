import { type Context, Hono } from "hono";
import type { z } from "zod";
import { BLOGS_PER_PAGE, blogsQuerySchema, listQuerySchema } from "../../domain/content";
import {
  blogInputSchema,
  clientLogoInputSchema,
  logoMoveSchema,
  markdownPreviewSchema,
  reviewInputSchema,
  reviewVideoInputSchema,
  teamMemberInputSchema,
} from "../../domain/content-input";
import type { SessionUser } from "../../domain/accounts";
import type { Auth } from "../auth";
import { ImageRejected, reencodeImage } from "../media/images";
import type { Services } from "../services";
import { SlugTakenError } from "../services/blog-slugs";
import { NotFoundError } from "../services/content-admin";
import { renderMarkdown } from "../markdown";
import { requireAdmin } from "./session";
import { idParam, parseQuery, validationError } from "./validation";

type Env = { Variables: { user: SessionUser } };

const notFound = (c: Context) => c.json({ error: "Not found" }, 404);

/** Runs a write; maps "no such item" to 404 and a refused image to 400 naming the image field. */
async function write(c: Context, run: () => Promise<object>) {
  try {
    return c.json(await run());
  } catch (error) {
    if (error instanceof NotFoundError) return notFound(c);
    if (error instanceof ImageRejected)
      return c.json({ error: "Invalid request", fields: { image: error.message } }, 400);
    if (error instanceof SlugTakenError)
      return c.json({ error: "Invalid request", fields: { slug: error.message } }, 400);
    throw error;
  }
}

async function parseJson<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ data: z.infer<S> } | { response: Response }> {
  const body = await c.req.json().catch(() => undefined);
  const result = schema.safeParse(body);
  return result.success ? { data: result.data } : { response: validationError(c, result.error) };
}

/** A multipart form: its text fields (checked by `schema`) and its image file, if one was sent. */
async function parseImageForm<S extends z.ZodType>(c: Context, schema: S) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const fields = Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === "string"));
  const file =
    form.image instanceof File && form.image.size > 0 ? new Uint8Array(await form.image.arrayBuffer()) : undefined;
  return { result: schema.safeParse(fields) as z.ZodSafeParseResult<z.infer<S>>, file };
}

/** Spec §7 content calls: public lists; creates, changes and deletes for admins only. */
export function contentRoutes(services: Services, auth: Auth) {
  const { content, contentAdmin } = services;
  const admin = requireAdmin(auth);
  const api = new Hono<Env>();

  // The spec's list of every blog (or the newest `limit`), or one bounded page for the site's own use.
  api.get("/blogs", async (c) => {
    const query = parseQuery(c, blogsQuerySchema);
    if ("response" in query) return query.response;
    const { page, perPage = BLOGS_PER_PAGE, limit } = query.data;
    if (!page) return c.json(await content.listBlogs({ limit }));
    const { blogs, hasNext } = await content.blogsPage({ page, perPage });
    if (hasNext) c.header("Link", `</api/blogs?page=${page + 1}&perPage=${perPage}>; rel="next"`);
    return c.json(blogs);
  });

  const lists = {
    "/reviews": content.listReviews,
    "/review-videos": content.listReviewVideos,
    "/team": content.listTeam,
    "/client-logos": content.listClientLogos,
  } as const;
  for (const [path, list] of Object.entries(lists)) {
    api.get(path, async (c) => {
      const query = parseQuery(c, listQuerySchema);
      if ("response" in query) return query.response;
      return c.json(await list(query.data));
    });
  }

  // POST /api/media (multipart, field "image"): an image for a blog or review, processed like team
  // photos; answers the path to put in the form's image field. Unsaved uploads are swept later.
  api.post("/media", admin, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (!(form.image instanceof File) || form.image.size === 0)
      return c.json({ error: "Invalid request", fields: { image: "Choose an image to upload" } }, 400);
    const upload = new Uint8Array(await form.image.arrayBuffer());
    return write(c, async () => ({ url: await services.media.save(await reencodeImage(upload), "image/webp") }));
  });

  // The dashboard's article preview: the same renderer as the article page (server/markdown.ts).
  api.post("/markdown-preview", admin, async (c) => {
    const parsed = await parseJson(c, markdownPreviewSchema);
    if ("response" in parsed) return parsed.response;
    return c.json({ html: renderMarkdown(parsed.data.markdown) });
  });

  const jsonResources = [
    ["/blogs", blogInputSchema, contentAdmin.blogs],
    ["/reviews", reviewInputSchema, contentAdmin.reviews],
    ["/review-videos", reviewVideoInputSchema, contentAdmin.reviewVideos],
  ] as const;
  for (const [path, schema, store] of jsonResources) {
    const save = store as {
      create: (actor: string, input: unknown) => Promise<object>;
      update: (actor: string, id: number, input: unknown) => Promise<object>;
    };
    api.post(path, admin, async (c) => {
      const input = await parseJson(c, schema);
      if ("response" in input) return input.response;
      return write(c, () => save.create(c.get("user").email, input.data));
    });
    api.put(`${path}/:id`, admin, async (c) => {
      const id = idParam(c);
      if (!id) return notFound(c);
      const input = await parseJson(c, schema);
      if ("response" in input) return input.response;
      return write(c, () => save.update(c.get("user").email, id, input.data));
    });
    api.delete(`${path}/:id`, admin, async (c) => {
      const id = idParam(c);
      return id ? write(c, () => store.remove(c.get("user").email, id)) : notFound(c);
    });
  }

  // Team members and client logos: multipart forms with a picture (required to add, optional to change).
  const pictureResources = [
    ["/team", teamMemberInputSchema, contentAdmin.team, "Choose a profile image"],
    ["/client-logos", clientLogoInputSchema, contentAdmin.clientLogos, "Choose the logo's image file"],
  ] as const;
  for (const [path, schema, store, fileMissing] of pictureResources) {
    const save = store as {
      create: (actor: string, input: unknown, file: Uint8Array) => Promise<object>;
      update: (actor: string, id: number, input: unknown, file: Uint8Array | undefined) => Promise<object>;
    };
    api.post(path, admin, async (c) => {
      const { result, file } = await parseImageForm(c, schema);
      if (!result.success) return validationError(c, result.error);
      if (!file) return c.json({ error: "Invalid request", fields: { image: fileMissing } }, 400);
      return write(c, () => save.create(c.get("user").email, result.data, file));
    });
    api.put(`${path}/:id`, admin, async (c) => {
      const id = idParam(c);
      if (!id) return notFound(c);
      const { result, file } = await parseImageForm(c, schema);
      if (!result.success) return validationError(c, result.error);
      return write(c, () => save.update(c.get("user").email, id, result.data, file));
    });
    api.delete(`${path}/:id`, admin, async (c) => {
      const id = idParam(c);
      return id ? write(c, () => store.remove(c.get("user").email, id)) : notFound(c);
    });
  }
  api.post("/client-logos/:id/move", admin, async (c) => {
    const id = idParam(c);
    if (!id) return notFound(c);
    const input = await parseJson(c, logoMoveSchema);
    if ("response" in input) return input.response;
    return write(c, () => contentAdmin.clientLogos.move(c.get("user").email, id, input.data));
  });

  api.get("/activity", admin, async (c) => {
    const query = parseQuery(c, listQuerySchema);
    if ("response" in query) return query.response;
    return c.json(await services.activity.list(query.data));
  });

  return api;
}
