import { ACTIVITY_ENTITIES } from "./activity";
import { planLabels } from "./catalog/plans";
import { MAX_API_PER_PAGE, MAX_BLOGS_PER_PAGE, MAX_LIST_LIMIT } from "./content";
import { isCalendarDay } from "./dates";
import { LEAD_STATUSES } from "./leads";
import { textField, visibleText } from "./text-field";
import { z } from "./zod";

/**
 * The query parameters of every list (decisions 0040, 0041, 0045): each parameter is defined once
 * here, and the /api operations, the dashboard pages' loaders, the inbox's CSV export and its bulk
 * action all read their addresses with these schemas. The /api answers 400 with the schema's
 * message when a value breaks a rule; a dashboard address is read leniently first
 * (`listAddressInput`): what a person could not see or type is taken out, and then the same schema
 * applies.
 */

/** The longest search a list takes (nothing stored is longer in a searched column). */
export const SEARCH_MAX = 100;

/** The highest page number any list is asked for. */
const MAX_PAGE = 1_000_000;

/** A whole number as the site writes one: digits, no sign, no leading zero (so each page has one address). */
const WHOLE_NUMBER = /^[1-9]\d*$/;

/** A count parameter (`page`, `perPage`, `limit`): a whole number from 1 to `max`, written in digits. */
const countParam = (name: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && !WHOLE_NUMBER.test(value) ? Number.NaN : value),
    z.coerce
      .number({ error: `${name} must be a whole number` })
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be at least 1`)
      .max(max, `${name} must be at most ${max}`),
  );

/** `page`: which page of the list, from 1. */
const pageNumber = countParam("page", MAX_PAGE);

/** `q`: the words to look for, under the one text rule (decision 0032) and at most SEARCH_MAX characters. */
const searchText = textField("q", { max: SEARCH_MAX }).describe(
  "Words to look for (any part, any case); an empty q is no search",
);

/** A filter of a dashboard list: a value that is not one of the filter's own is ignored, as if the filter were not set. */
const filter = <T>(schema: z.ZodType<T>) => schema.optional().catch(undefined);

/** A day of a range (YYYY-MM-DD, a day in Dhaka). */
const day = filter(z.string().refine(isCalendarDay));

// ---- The /api's lists -------------------------------------------------------------------------

/**
 * Query of every list endpoint: `?limit=N` (optional) returns the newest N. Where the list also
 * pages, a `page`, `perPage` or `q` asks for a page instead, and `limit` is left out of account:
 * the parameters are independent (any combination is answered), as the OpenAPI document says.
 */
export const listQuerySchema = z.object({
  limit: countParam("limit", MAX_LIST_LIMIT)
    .optional()
    .describe("The newest N; where the list pages, left out of account when `page`, `perPage` or `q` asks for a page"),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * `GET /api/blogs`: the spec's call (every blog, newest first), `?limit=N` (the newest N), or — for
 * the site's own use — one bounded page, `?page=N&perPage=M` (page 1 and BLOGS_PER_PAGE unless they say).
 */
export const blogsQuerySchema = listQuerySchema.extend({
  page: pageNumber.optional(),
  perPage: countParam("perPage", MAX_BLOGS_PER_PAGE).optional(),
});

/**
 * The paging of an /api list (issue 25 item 4): `?page=N` (from 1), `?perPage=M` (1–100, default 25)
 * and `?q=` (a search, at most SEARCH_MAX characters). Any of them asks for one page (page 1 when
 * only `perPage` or `q` is given); without them the list answers as the spec's call always did.
 */
export const pageQuerySchema = z.object({
  page: pageNumber.optional(),
  perPage: countParam("perPage", MAX_API_PER_PAGE).optional(),
  q: searchText.optional(),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A list that also takes the spec's `?limit=N` (the newest N), unless the paging asks for a page. */
export const limitOrPageQuerySchema = listQuerySchema.extend(pageQuerySchema.shape);

// ---- The pages' lists (a page of 25: no perPage) ----------------------------------------------

/** A list's page (absent: 1): `/blogs` and the dashboard's lists without a search. */
export const listPageSchema = z.object({ page: pageNumber.default(1) });

/** A list with a search: the dashboard's blogs (absent: "", no search). */
export const searchedListSchema = listPageSchema.extend({ q: searchText.default("") });

/** Whose accounts the user list shows: `role=admin`, `role=user`, or everyone (absent or anything else). */
export const usersListSchema = searchedListSchema.extend({
  role: z.enum(["all", "admin", "user"]).catch("all"),
});

export type RoleFilter = z.output<typeof usersListSchema>["role"];

/** The inbox's filters (decision 0041); the bulk action reads them from its post. */
export const inboxFilterSchema = z.object({
  /** Words in the name, e-mail or message (case-insensitive). */
  q: searchText.optional(),
  /** The status of the message's lead (issue 41 item 3). */
  status: filter(z.enum(LEAD_STATUSES)),
  read: filter(z.enum(["read", "unread"])),
  delivery: filter(z.enum(["delivered", "not-delivered"])),
  /** A plan's label, or "none" for messages without a plan. */
  plan: filter(z.string().refine((plan) => plan === "none" || planLabels.includes(plan))),
  /** Received on or after this day. */
  from: day,
  /** Received on or before this day. */
  to: day,
});

/** The inbox's folder and filters (the CSV export's address): no `folder` is the inbox; any folder but `spam` is none. */
export const inboxAddressSchema = inboxFilterSchema.extend({
  folder: z
    .literal("spam")
    .optional()
    .transform((folder) => folder ?? ("inbox" as const)),
});

/** The inbox's page. */
export const inboxListSchema = inboxAddressSchema.extend(listPageSchema.shape);

/** The list of leads (issue 41 item 2): a page, and a status (absent or unknown: every status). */
export const leadListSchema = listPageSchema.extend({ status: filter(z.enum(LEAD_STATUSES)) });

/** The longest e-mail address there is (RFC 5321): a longer `who` is no admin's. */
const ACTOR_MAX = 320;

/** The activity log's filters (issue 25 item 2). */
export const activityFilterSchema = z.object({
  /** Words in what was done (the entry's summary; any case). */
  q: searchText.optional(),
  /** The admin who did it (their e-mail, as the log stores it). */
  who: filter(textField("who").min(1).max(ACTOR_MAX)),
  /** The kind of item. */
  kind: filter(z.enum(ACTIVITY_ENTITIES)),
  /** Done on or after this day. */
  from: day,
  /** Done on or before this day. */
  to: day,
});

export const activityListSchema = activityFilterSchema.extend(listPageSchema.shape);

/**
 * A page's address as its list's schema is to read it: the values of the schema's parameters, the
 * search (`q`) as a person sees it in the field — what the text rule refuses taken out
 * (`visibleText`: such characters come pasted, e.g. a name copied from a chat that wraps it in
 * invisible isolates, or in an address made by hand), trimmed and cut at SEARCH_MAX characters (the
 * field takes no more). So a person's search finds what the field shows, where the /api, for a
 * program, refuses such a value. The other parameters are read as they are: a filter ignores a value
 * that is not its own, and a page or folder that is not one is no page.
 */
export function listAddressInput(schema: z.ZodObject, params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = params.get(name);
    if (value !== null) input[name] = name === "q" ? visibleText(value).trim().slice(0, SEARCH_MAX) : value;
  }
  return input;
}

/** A page's address read by its list's schema (`listAddressInput`, then the schema): the parse's result. */
export const readListAddress = <S extends z.ZodObject>(schema: S, params: URLSearchParams) =>
  schema.safeParse(listAddressInput(schema, params)) as z.ZodSafeParseResult<z.output<S>>;
