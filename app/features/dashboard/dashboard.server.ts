import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "#domain/zod";
import { logoMoveSchema } from "#domain/content-input";
import { type FormReply, formFailure, invalidForm } from "#domain/form-reply";
import { serverContext } from "#server/load-context";
import type { Services } from "#server/services/index";
import { ImageRejected } from "#server/media/images";
import { type NewPicture, SlugTakenError } from "#server/services/content-admin";
import { NotFoundError } from "#server/services/not-found";
import { SettingsConflictError } from "#server/services/settings";
import { ReplyUnavailableError } from "#server/services/contact";
import { UserRuleError } from "#server/services/users";
import { TWO_STEP_FIRST, whoAsks } from "#server/api/session";
import type { SessionUser } from "#domain/roles";
import { TWO_STEP_SET_UP_PAGE } from "#domain/two-step";

/**
 * The dashboard's server side: who may see and change it (`requireAdmin`, the pages' door to the one
 * rule), and its route actions (decision 0044), each of which checks the admin, validates with the
 * shared zod schema, calls the same service as the /api handler and answers a FormReply.
 */

/** The one rule (`whoAsks`) for a page: an admin who must set up two-step sign-in first (ADMIN_TWO_FACTOR=required) is sent to it. */
function askedBy(context: Readonly<RouterContextProvider>, role: "admin" | "user"): SessionUser | 401 | 403 {
  const { sessionUser, adminTwoFactor } = context.get(serverContext);
  const user = whoAsks(sessionUser, role, adminTwoFactor);
  if (user === TWO_STEP_FIRST) throw redirect(TWO_STEP_SET_UP_PAGE);
  return user;
}

/**
 * Every admin page's loader and action (and the CSV export) starts with this, the pages' door to the
 * one rule: the role comes from the database on each request, so a visitor who is not (or no longer)
 * an admin gets 403 whatever the client shows.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>, role: "admin" | "user" = "admin"): SessionUser {
  const user = askedBy(context, role);
  if (typeof user !== "object") throw data("Forbidden", { status: 403 });
  return user;
}

/** The admin asking, or null for anyone else (a page that explains itself to them instead). */
export function adminOrNull(context: Readonly<RouterContextProvider>): SessionUser | null {
  const user = askedBy(context, "admin");
  return typeof user === "object" ? user : null;
}

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** A content item's id in a post. */
export const itemId = z.coerce.number().int().positive();

/** What a dashboard post carries: what to do (`intent`), to which item (`id`), with which values. */
export const posted = {
  create: z.object({ intent: z.literal("create"), values: z.unknown() }),
  update: z.object({ intent: z.literal("update"), id: itemId, values: z.unknown() }),
  delete: z.object({ intent: z.literal("delete"), id: itemId }),
  /** The site settings saved (with the version the page was read at). */
  save: z.object({ intent: z.literal("save"), values: z.unknown() }),
  /** The demo content removed (the first-run checklist). */
  removeDemo: z.object({ intent: z.literal("remove-demo") }),
  /** A client logo moved one place up or down. */
  move: z.object({ intent: z.literal("move"), id: itemId, values: logoMoveSchema }),
  /** Make Admin, Remove admin, Delete, Send password reset of a user (ids as the /api's users calls take them). */
  user: z.object({
    intent: z.enum(["promote", "demote", "delete", "send-reset"]),
    id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  }),
};

/** A post's fields, its `values` read from their JSON (page posts are forms: server/app.ts). */
function postedFields(form: FormData): Record<string, unknown> {
  const { values, ...fields } = Object.fromEntries(form);
  if (typeof values !== "string") return fields;
  return { ...fields, values: JSON.parse(values) as unknown };
}

/** The admin (any signed-in user for `role` "user"), the services and the post read with `schema` (a post of another shape is a 400). */
export async function readPost<T>({ request, context }: ActionArgs, schema: z.ZodType<T>, role?: "user") {
  const admin = requireAdmin(context, role);
  const post = schema.safeParse(
    await request
      .formData()
      .then(postedFields)
      .catch(() => null),
  );
  if (!post.success) throw data("Bad Request", { status: 400 });
  return { admin, services: context.get(serverContext).services, post: post.data };
}

/**
 * Runs a service write: `{ ok: true, done }` with the service's answer, or the refusal (a field the
 * server refused; not found, the last admin, a newer version saved meanwhile) with its status. The
 * values are not sent back: the dashboard's forms keep them.
 */
export async function replyTo<Done>(write: () => Promise<Done>) {
  const refused = (status: number, problem: Parameters<typeof formFailure>[1]) =>
    data(formFailure({}, problem), status);
  try {
    return data({ ok: true, done: await write() } satisfies FormReply<string, Done>, 200);
  } catch (error) {
    if (error instanceof SlugTakenError) return refused(400, { fieldErrors: { slug: error.message } });
    if (error instanceof ImageRejected) return refused(400, { fieldErrors: { image: error.message } });
    if (error instanceof NotFoundError) return refused(404, { formError: "Not found" });
    if (error instanceof UserRuleError) return refused(error.status, { formError: error.message });
    if (error instanceof SettingsConflictError) return refused(409, { formError: error.message });
    if (error instanceof ReplyUnavailableError) return refused(409, { formError: error.message });
    throw error;
  }
}

/** replyTo for values the shared zod schema must accept first (each field's message if not). */
export async function replyToValid<Input, Done>(
  values: unknown,
  schema: z.ZodType<Input>,
  write: (input: Input) => Promise<Done>,
) {
  const parsed = schema.safeParse(values);
  if (!parsed.success) return data(invalidForm({}, parsed.error), 400);
  return replyTo(() => write(parsed.data));
}

/** The writes of a content list's items. */
interface ContentStore<Create, Update = Create> {
  create: (actor: string, input: Create) => Promise<object>;
  update: (actor: string, id: number, input: Update) => Promise<object>;
  remove: (actor: string, id: number) => Promise<object>;
}

/** The writes of an item with an uploaded picture (team members, client logos): the picture apart from the texts. */
interface PictureStore<Texts> {
  create: (actor: string, texts: Texts, picture: NewPicture) => Promise<object>;
  update: (actor: string, id: number, texts: Texts, newPicture: NewPicture | undefined) => Promise<object>;
  remove: (actor: string, id: number) => Promise<object>;
}

/** A content list's posts: create (its add page's form), update or delete an item. */
const contentPosts = [posted.create, posted.update, posted.delete] as const;
export const contentPost = z.discriminatedUnion("intent", [...contentPosts]);
/** The client logos' posts: those, and a move. */
export const clientLogoPost = z.discriminatedUnion("intent", [...contentPosts, posted.move]);

/** Runs a content list's post as the /api handler does; the values of a create or update must pass its schema. */
export function contentWrite<Create, Update>(
  actor: string,
  post: z.infer<typeof contentPost>,
  store: ContentStore<Create, Update>,
  schemas: { create: z.ZodType<Create>; update: z.ZodType<Update> },
) {
  switch (post.intent) {
    case "create":
      return replyToValid(post.values, schemas.create, (input) => store.create(actor, input));
    case "update":
      return replyToValid(post.values, schemas.update, (input) => store.update(actor, post.id, input));
    case "delete":
      return replyTo(() => store.remove(actor, post.id));
  }
}

/** A content list's action (blogs, reviews, review videos): its post run with the list's store and schema. */
export async function contentAction<Input>(
  args: ActionArgs,
  storeOf: (contentAdmin: Services["contentAdmin"]) => ContentStore<Input>,
  schema: z.ZodType<Input>,
) {
  const { admin, services, post } = await readPost(args, contentPost);
  return contentWrite(admin.email, post, storeOf(services.contentAdmin), { create: schema, update: schema });
}

/**
 * The store of items with an uploaded picture, taking what the dashboard posts: the texts, and the
 * path of the picture uploaded first (domain/content-input.ts: `teamMemberPostSchemas`).
 */
export const withPostedPicture = <Texts>(
  store: PictureStore<Texts>,
): ContentStore<{ texts: Texts; picture: string }, { texts: Texts; picture?: string }> => ({
  create: (actor, { texts, picture }) => store.create(actor, texts, picture),
  update: (actor, id, { texts, picture }) => store.update(actor, id, texts, picture),
  remove: store.remove,
});
