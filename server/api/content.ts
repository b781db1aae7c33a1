import type { RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { BLOGS_PER_PAGE, type ClientLogo, type Review, type ReviewVideo, type TeamMember } from "#domain/content";
import { blogsQuerySchema, limitOrPageQuerySchema } from "#domain/list-query";
import {
  blogInputSchema,
  clientLogoInputSchema,
  logoMoveSchema,
  markdownPreviewSchema,
  MAX_IMAGE_BYTES,
  reviewInputSchema,
  reviewVideoInputSchema,
  teamMemberInputSchema,
} from "#domain/content-input";
import { ImageRejected, reencodeImage } from "../media/images";
import type { Services } from "../services";
import { SlugTakenError } from "../services/content-admin";
import { NotFoundError } from "../services/not-found";
import { renderMarkdown } from "../markdown";
import { apiRoute, apiRouter, imageFile, INVALID, itemIdParams, json, NOT_FOUND } from "./api-routes";
import {
  activityEntryAnswer,
  blogAnswer,
  clientLogoAnswer,
  deletedAnswer,
  insertedAnswer,
  modifiedAnswer,
  reviewAnswer,
  reviewVideoAnswer,
  teamMemberAnswer,
} from "./answer-schemas";
import { listAnswer, listItems, pageLinks } from "./paging";
import type { Gate } from "./session";

const IMAGE_KINDS = `JPEG, PNG, WebP, GIF or AVIF, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;

/** Runs a write: its answer, 404 for an item that does not exist, 400 naming the field of a refused image or slug. */
async function write<T extends object>(c: Context, run: () => Promise<T>) {
  try {
    return c.json(await run(), 200);
  } catch (error) {
    if (error instanceof NotFoundError) return c.json({ error: "Not found" }, 404);
    if (error instanceof ImageRejected)
      return c.json({ error: "Invalid request" as const, fields: { image: error.message } }, 400);
    if (error instanceof SlugTakenError)
      return c.json({ error: "Invalid request" as const, fields: { slug: error.message } }, 400);
    throw error;
  }
}

const jsonBody = <S extends z.ZodType>(schema: S) => ({
  body: { required: true, content: { "application/json": { schema } } },
});
/**
 * A multipart form's `bn` (issue 26): the same object a JSON body carries, sent as a part holding
 * its JSON (OpenAPI's default encoding of an object in a multipart form).
 */
const jsonPart = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

const formBody = <S extends z.ZodType>(schema: S) => ({
  body: { required: true, content: { "multipart/form-data": { schema } } },
});

const blogs = apiRoute("public", {
  method: "get",
  path: "/blogs",
  summary:
    "The blogs, newest first: every one (or the newest `limit`), or, with `page` or `perPage`, one page (then a Link header names the first, previous and next pages)",
  request: { query: blogsQuerySchema },
  responses: { 200: listAnswer(blogAnswer), ...INVALID },
});

const PAGING =
  "; or, with `page`, `perPage` or `q`, one page of those that match (a Link header names the other pages)";
const lists = [
  ["/reviews", reviewAnswer, `The client reviews, newest first (\`q\`: in the name, role or feedback)${PAGING}`],
  ["/review-videos", reviewVideoAnswer, `The client review videos, newest first (\`q\`: in the title)${PAGING}`],
  ["/team", teamMemberAnswer, `The team members, newest first (\`q\`: in the name or position)${PAGING}`],
  [
    "/client-logos",
    clientLogoAnswer,
    `The client logos of the home page's carousel, in the admins' order (\`limit\`: the first N; \`q\`: in the name)${PAGING}`,
  ],
] as const;

const media = apiRoute("admin", {
  method: "post",
  path: "/media",
  summary:
    "Upload an image for a blog or review (multipart form; re-encoded to WebP like team photos; removed later if no item uses it)",
  request: formBody(z.object({ image: imageFile("Choose an image to upload").describe(`The image (${IMAGE_KINDS})`) })),
  responses: {
    200: json(
      z
        .object({
          url: z
            .string()
            .describe("The stored image's path (/media/….webp), to send as a blog's or review's image or logo"),
        })
        .meta({ id: "Uploaded" }),
    ),
    ...INVALID,
  },
});

const markdownPreview = apiRoute("admin", {
  method: "post",
  path: "/markdown-preview",
  summary: "An article's Markdown as the safe HTML its page will show (the dashboard's preview)",
  request: jsonBody(markdownPreviewSchema),
  responses: {
    200: json(
      z
        .object({ html: z.string().describe("Safe HTML: no raw HTML from the Markdown, only checked link targets") })
        .meta({ id: "Preview" }),
    ),
    ...INVALID,
  },
});

const activity = apiRoute("admin", {
  method: "get",
  path: "/activity",
  summary: "The admins' recent changes, newest first",
  request: { query: limitOrPageQuerySchema },
  responses: { 200: listAnswer(activityEntryAnswer), ...INVALID },
});

const moveLogo = apiRoute("admin", {
  method: "post",
  path: "/client-logos/{id}/move",
  summary:
    "Move a client logo one place earlier (up) or later (down); modifiedCount 0 when it is already first or last",
  request: { params: itemIdParams, ...jsonBody(logoMoveSchema) },
  responses: { 200: json(modifiedAnswer), ...INVALID, ...NOT_FOUND },
});

/** Add, change and delete of one kind of item, its body JSON or a multipart form. */
function writeRoutes<const Create extends RouteConfig["request"], const Update extends RouteConfig["request"]>(
  path: string,
  what: string,
  body: { create: Create; update: Update },
) {
  return {
    create: apiRoute("admin", {
      method: "post",
      path,
      summary: `Add ${what}`,
      request: body.create,
      responses: { 200: json(insertedAnswer), ...INVALID },
    }),
    update: apiRoute("admin", {
      method: "put",
      path: `${path}/{id}`,
      summary: `Change ${what}`,
      request: { params: itemIdParams, ...body.update },
      responses: { 200: json(modifiedAnswer), ...INVALID, ...NOT_FOUND },
    }),
    remove: apiRoute("admin", {
      method: "delete",
      path: `${path}/{id}`,
      summary: `Delete ${what}`,
      request: { params: itemIdParams },
      responses: { 200: json(deletedAnswer), ...NOT_FOUND },
    }),
  };
}

type Store = {
  create: (actor: string, input: unknown, file?: Uint8Array) => Promise<{ insertedId: string }>;
  update: (actor: string, id: number, input: unknown, file?: Uint8Array) => Promise<{ modifiedCount: number }>;
  remove: (actor: string, id: number) => Promise<{ deletedCount: number }>;
};

/** Spec §7 content calls: public lists; creates, changes and deletes for admins only. */
export function contentRoutes(services: Services, gate: Gate) {
  const { content, contentAdmin } = services;
  const api = apiRouter(gate);

  // The spec's list of every blog (or the newest `limit`), or one bounded page for the site's own use.
  api.openapi(blogs, async (c) => {
    const { page, perPage, limit } = c.req.valid("query");
    if (page === undefined && perPage === undefined) return c.json(await content.listBlogs({ limit }), 200);
    const request = { page: page ?? 1, perPage: perPage ?? BLOGS_PER_PAGE };
    const { blogs, hasNext } = await content.blogsPage(request);
    c.header("Link", pageLinks(c.req.path, request, { hasNext }));
    return c.json(blogs, 200);
  });

  const listOf = {
    "/reviews": { all: content.listReviews, page: content.reviewsPage },
    "/review-videos": { all: content.listReviewVideos, page: content.reviewVideosPage },
    "/team": { all: content.listTeam, page: content.teamPage },
    "/client-logos": { all: content.listClientLogos, page: content.clientLogosPage },
  } as const;
  for (const [path, item, summary] of lists) {
    const route = apiRoute("public", {
      method: "get",
      path,
      summary,
      request: { query: limitOrPageQuerySchema },
      responses: { 200: listAnswer(item), ...INVALID },
    });
    api.openapi(route, async (c) => {
      const { limit, ...paging } = c.req.valid("query");
      const list = listOf[path];
      const items = await listItems<Review | ReviewVideo | TeamMember | ClientLogo>(c, paging, {
        all: () => list.all({ limit }),
        page: (request, search) => list.page(request, { search }),
      });
      return c.json(items, 200);
    });
  }

  // POST /api/media (multipart, field "image"): an image for a blog or review, processed like team
  // photos; answers the path to put in the form's image field. Unsaved uploads are swept later.
  api.openapi(media, async (c) => {
    const upload = new Uint8Array(await c.req.valid("form").image.arrayBuffer());
    return write(c, async () => ({ url: await services.media.save(await reencodeImage(upload), "image/webp") }));
  });

  // The dashboard's article preview: the same renderer as the article page (server/markdown.ts).
  api.openapi(markdownPreview, async (c) => c.json({ html: renderMarkdown(c.req.valid("json").markdown) }, 200));

  const jsonResources = [
    ["/blogs", "a blog", blogInputSchema, contentAdmin.blogs],
    ["/reviews", "a review", reviewInputSchema, contentAdmin.reviews],
    ["/review-videos", "a review video", reviewVideoInputSchema, contentAdmin.reviewVideos],
  ] as const;
  for (const [path, what, schema, store] of jsonResources) {
    const save = store as Store;
    const routes = writeRoutes(path, what, { create: jsonBody(schema), update: jsonBody(schema) });
    api.openapi(routes.create, async (c) => write(c, () => save.create(c.get("user").email, c.req.valid("json"))));
    api.openapi(routes.update, async (c) =>
      write(c, () => save.update(c.get("user").email, Number(c.req.valid("param").id), c.req.valid("json"))),
    );
    api.openapi(routes.remove, async (c) =>
      write(c, () => save.remove(c.get("user").email, Number(c.req.valid("param").id))),
    );
  }

  // Team members and client logos: multipart forms with a picture (required to add, optional to change).
  const pictureResources = [
    [
      "/team",
      "a team member (with the profile photo)",
      teamMemberInputSchema,
      contentAdmin.team,
      "Choose a profile image",
    ],
    [
      "/client-logos",
      "a client logo (with the logo's picture, transparency kept; a new one goes last)",
      clientLogoInputSchema,
      contentAdmin.clientLogos,
      "Choose the logo's image file",
    ],
  ] as const;
  for (const [path, what, schema, store, fileMissing] of pictureResources) {
    const save = store as Store;
    const picture = imageFile(fileMissing).describe(`The picture (${IMAGE_KINDS}); re-encoded to WebP`);
    const fields = "bn" in schema.shape ? schema.extend({ bn: jsonPart(schema.shape.bn) }) : schema;
    const routes = writeRoutes(path, what, {
      create: formBody(fields.extend({ image: picture })),
      // The dashboard's edit form sends the current picture's path as text: no new picture.
      update: formBody(
        fields.extend({
          image: z.union([picture, z.string().describe("The current picture's path: kept")]).optional(),
        }),
      ),
    });
    const bytes = async (file: File | string | undefined) =>
      file instanceof File ? new Uint8Array(await file.arrayBuffer()) : undefined;
    api.openapi(routes.create, async (c) => {
      const { image, ...fields } = c.req.valid("form");
      const file = (await bytes(image))!;
      return write(c, () => save.create(c.get("user").email, fields, file));
    });
    api.openapi(routes.update, async (c) => {
      const { image, ...fields } = c.req.valid("form");
      const file = await bytes(image);
      return write(c, () => save.update(c.get("user").email, Number(c.req.valid("param").id), fields, file));
    });
    api.openapi(routes.remove, async (c) =>
      write(c, () => save.remove(c.get("user").email, Number(c.req.valid("param").id))),
    );
  }
  api.openapi(moveLogo, async (c) =>
    write(c, () =>
      contentAdmin.clientLogos.move(c.get("user").email, Number(c.req.valid("param").id), c.req.valid("json")),
    ),
  );

  api.openapi(activity, async (c) => {
    const { limit, ...paging } = c.req.valid("query");
    const items = await listItems(c, paging, {
      all: () => services.activity.list({ limit }),
      page: (request, q) => services.activity.page(request, { q }),
    });
    return c.json(items, 200);
  });

  return api;
}
