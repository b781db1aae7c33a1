import type { ActivityAction, ActivityEntity } from "#domain/activity";
import type { BanglaContentKind, DemoContentCounts, MissingBangla } from "#domain/content";
import type {
  BlogInput,
  ClientLogoInput,
  LogoMove,
  ReviewInput,
  ReviewVideoInput,
  TeamMemberInput,
} from "#domain/content-input";
import { sql } from "kysely";
import type { Database, DatabaseSchema } from "../db/schema";
import { countUpTo } from "./page-of-table";
import { reencodeImage } from "../media/images";
import { bumpContentVersion } from "../content-version";
import { demoBlogs, demoClientLogos, demoReviews, demoReviewVideos, demoTeam } from "../db/demo-content";
import { recordActivity } from "./activity";
import { createMediaService, removeUnusedImages } from "./media";
import { NotFoundError } from "./not-found";
import { slugify, uniqueSlug } from "#domain/slugs";

/** An address asked for that another post has (or had: its old addresses redirect to it). */
export class SlugTakenError extends Error {
  constructor() {
    super("Another post already uses this address");
  }
}

/**
 * Every address in use starting with `base`: current ones and old ones that redirect. A slug holds
 * only letters, digits and "-" (domain/slugs.ts), so it needs no escaping in a LIKE pattern.
 */
async function addressesLike(trx: Database, base: string): Promise<Map<string, number>> {
  const pattern = `${base}%`;
  const [current, old] = await Promise.all([
    trx.selectFrom("blogs").select(["slug", "id as blog_id"]).where("slug", "like", pattern).execute(),
    trx.selectFrom("blog_slugs").select(["slug", "blog_id"]).where("slug", "like", pattern).execute(),
  ]);
  return new Map([...current, ...old].map((row) => [row.slug, Number(row.blog_id)]));
}

/** A new post's address: the one asked for (refused if taken), or its title's, made unique (-2, -3…). */
export async function slugForNewBlog(trx: Database, input: BlogInput): Promise<{ slug: string }> {
  if (input.slug) {
    if ((await addressesLike(trx, input.slug)).has(input.slug)) throw new SlugTakenError();
    return { slug: input.slug };
  }
  const base = slugify(input.title);
  return { slug: uniqueSlug(base, new Set((await addressesLike(trx, base)).keys())) };
}

/**
 * A changed post keeps its address unless a different one is asked for; then the old one is kept
 * to redirect, and an old address of this same post may be taken back.
 */
export async function changeBlogSlug(trx: Database, id: number, input: BlogInput): Promise<{ slug?: string }> {
  const current = await trx.selectFrom("blogs").select("slug").where("id", "=", id).executeTakeFirst();
  if (!current) throw new NotFoundError();
  if (!input.slug || input.slug === current.slug) return {};
  const owner = (await addressesLike(trx, input.slug)).get(input.slug);
  if (owner !== undefined && owner !== id) throw new SlugTakenError();
  await trx.deleteFrom("blog_slugs").where("slug", "=", input.slug).execute();
  await trx.insertInto("blog_slugs").values({ slug: current.slug, blog_id: id }).execute();
  return { slug: input.slug };
}

type JsonTable = "blogs" | "reviews" | "review_videos";

/**
 * The `_bn` columns a write sets (issue 26): a Bangla text the input leaves out keeps its stored
 * value (a new row's column default is "").
 */
const banglaColumns = <Column extends string>(columns: Record<Column, string | undefined>) =>
  Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<
    Record<Column, string>
  >;

/** What every new row records besides its input: who added it, and when. */
interface Stamps {
  email: string;
  created_at: string;
}

/**
 * How a JSON entity maps its input to its columns, writes and deletes its row, and how the activity
 * log names it (an input or a stored row). The writes are per table, as Kysely's example app does:
 * Kysely types no row of a table chosen at run time, and each entity's own statements are checked
 * against its table's columns.
 */
interface JsonEntity<Input extends Named, Named extends object, Columns extends object, Address extends object> {
  table: JsonTable;
  /** Inserts the row, answering its id. */
  insertRow: (trx: Database, values: Columns & Address & Stamps) => Promise<{ id: number }>;
  /** Updates row `id`, answering how many rows changed (0: there is none). */
  updateRow: (trx: Database, id: number, values: Partial<Columns & Address>) => Promise<number>;
  /** Deletes row `id`, answering it. */
  deleteRow: (trx: Database, id: number) => Promise<NoInfer<Named> | undefined>;
  entity: ActivityEntity;
  images: ReadonlyArray<"image" | "logo">;
  row: (input: Input) => Columns;
  summary: (named: Named) => string;
  address?: {
    create: (trx: Database, input: Input) => Promise<Address>;
    update: (trx: Database, id: number, input: Input) => Promise<Partial<Address>>;
  };
}

const jsonEntity = <Input extends Named, Named extends object, Columns extends object, Address extends object = object>(
  entity: JsonEntity<Input, Named, Columns, Address>,
) => entity;

/** The rows an update changed. */
const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);

const JSON_ENTITIES = {
  blogs: jsonEntity({
    table: "blogs",
    // A tag left out is the column's default, "", on a new post (and keeps the stored one on a change).
    insertRow: (trx, values) =>
      trx
        .insertInto("blogs")
        .values({ ...values, tag: values.tag ?? "" })
        .returning("id")
        .executeTakeFirstOrThrow(),
    updateRow: async (trx, id, values) =>
      changed(await trx.updateTable("blogs").set(values).where("id", "=", id).executeTakeFirst()),
    deleteRow: (trx, id) => trx.deleteFrom("blogs").where("id", "=", id).returningAll().executeTakeFirst(),
    entity: "blog",
    images: ["image"],
    row: (input: BlogInput) => ({
      title: input.title,
      description: input.description,
      image: input.image,
      tag: input.tag,
      link: input.link || null,
      body: input.body || null,
      ...banglaColumns({
        title_bn: input.bn?.title,
        description_bn: input.bn?.description,
        tag_bn: input.bn?.tag,
        body_bn: input.bn?.body,
      }),
      updated_at: new Date().toISOString(),
    }),
    /** The post's address: made from the title (or the one asked for) on creation; changed only when asked, the old one kept to redirect. */
    address: { create: slugForNewBlog, update: changeBlogSlug },
    summary: (input: { title: string }) => input.title,
  }),
  reviews: jsonEntity({
    table: "reviews",
    insertRow: (trx, values) => trx.insertInto("reviews").values(values).returning("id").executeTakeFirstOrThrow(),
    updateRow: async (trx, id, values) =>
      changed(await trx.updateTable("reviews").set(values).where("id", "=", id).executeTakeFirst()),
    deleteRow: (trx, id) => trx.deleteFrom("reviews").where("id", "=", id).returningAll().executeTakeFirst(),
    entity: "review",
    images: ["image", "logo"],
    row: ({ bn, ...input }: ReviewInput) => ({
      ...input,
      ...banglaColumns({ role_bn: bn?.role, feedback_bn: bn?.feedback }),
    }),
    summary: (input: { name: string; role: string }) => `${input.name}, ${input.role}`,
  }),
  review_videos: jsonEntity({
    table: "review_videos",
    insertRow: (trx, values) =>
      trx.insertInto("review_videos").values(values).returning("id").executeTakeFirstOrThrow(),
    updateRow: async (trx, id, values) =>
      changed(await trx.updateTable("review_videos").set(values).where("id", "=", id).executeTakeFirst()),
    deleteRow: (trx, id) => trx.deleteFrom("review_videos").where("id", "=", id).returningAll().executeTakeFirst(),
    entity: "review video",
    images: [],
    row: (input: ReviewVideoInput) => ({
      title: input.title,
      video_url: input.videoUrl,
      ...banglaColumns({ title_bn: input.bn?.title }),
    }),
    summary: (input: { title: string }) => input.title,
  }),
};

type PictureTable = "team_members" | "client_logos";

/**
 * A new picture of a team member or client logo: the bytes of a file sent with the write (the
 * API's multipart forms), or the path of an image uploaded before (POST /api/media: the dashboard's forms).
 */
export type NewPicture = Uint8Array | string;

/** A sent file decoded and re-encoded to WebP (before the transaction: it takes a while); an uploaded image's path as it is. */
const reencoded = async (picture: NewPicture) => (typeof picture === "string" ? picture : reencodeImage(picture));
type DemoTable = JsonTable | PictureTable;

/** How the activity log counts each kind of demo item. */
/** Counted up to this many, the overview's items without Bangla ("more than 1,000"). */
const MISSING_BANGLA_COUNT_LIMIT = 1000;

/**
 * Each kind's texts with a Bangla twin: [English column, Bangla column, the form's label]; an
 * English text left empty needs none. `name`: what finds the item in its list.
 */
const BANGLA_TEXTS = {
  blogs: {
    table: "blogs",
    name: "title",
    texts: [
      ["title", "title_bn", "Title"],
      ["description", "description_bn", "Description"],
      ["tag", "tag_bn", "Tag"],
      ["body", "body_bn", "Article"],
    ],
  },
  reviews: {
    table: "reviews",
    name: "name",
    texts: [
      ["role", "role_bn", "Position"],
      ["feedback", "feedback_bn", "Feedback"],
    ],
  },
  reviewVideos: { table: "review_videos", name: "title", texts: [["title", "title_bn", "Title"]] },
  team: { table: "team_members", name: "name", texts: [["position", "position_bn", "Position"]] },
} as const satisfies Record<
  BanglaContentKind,
  { table: keyof DatabaseSchema; name: string; texts: ReadonlyArray<readonly [string, string, string]> }
>;

const DEMO_KIND_NAMES: Record<keyof DemoContentCounts, string> = {
  blogs: "blogs",
  reviews: "reviews",
  reviewVideos: "review videos",
  team: "team members",
  clientLogos: "client logos",
};

/**
 * The entities whose picture is an uploaded file: the column it is in, its input as columns, its row
 * written with the picture's path, and how the activity log names a row.
 */
type PictureEntity<Input extends Named, Named extends object, Columns extends object> = Omit<
  JsonEntity<Input, Named, Columns, object>,
  "table" | "images" | "insertRow" | "updateRow" | "address"
> & {
  table: PictureTable;
  column: "image" | "logo";
  insertRow: (trx: Database, values: Columns & Stamps, picture: string) => Promise<{ id: number }>;
  updateRow: (trx: Database, id: number, values: Columns, picture: string) => Promise<number>;
};

const pictureEntity = <Input extends Named, Named extends object, Columns extends object>(
  entity: PictureEntity<Input, Named, Columns>,
) => entity;

const PICTURE_ENTITIES = {
  team_members: pictureEntity({
    table: "team_members",
    insertRow: (trx, values, image) =>
      trx
        .insertInto("team_members")
        .values({ ...values, image })
        .returning("id")
        .executeTakeFirstOrThrow(),
    updateRow: async (trx, id, values, image) =>
      changed(
        await trx
          .updateTable("team_members")
          .set({ ...values, image })
          .where("id", "=", id)
          .executeTakeFirst(),
      ),
    deleteRow: (trx, id) => trx.deleteFrom("team_members").where("id", "=", id).returningAll().executeTakeFirst(),
    entity: "team member",
    column: "image",
    row: ({ bn, ...input }: TeamMemberInput) => ({ ...input, ...banglaColumns({ position_bn: bn?.position }) }),
    summary: (row: { name: string; position: string }) => `${row.name}, ${row.position}`,
  }),
  client_logos: pictureEntity({
    table: "client_logos",
    // A new logo goes last in the carousel.
    insertRow: async (trx, values, logo) => {
      const last = await trx
        .selectFrom("client_logos")
        .select((eb) => eb.fn.max("position").as("position"))
        .executeTakeFirst();
      return trx
        .insertInto("client_logos")
        .values({ ...values, logo, position: Number(last?.position ?? 0) + 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
    },
    updateRow: async (trx, id, values, logo) =>
      changed(
        await trx
          .updateTable("client_logos")
          .set({ ...values, logo })
          .where("id", "=", id)
          .executeTakeFirst(),
      ),
    deleteRow: (trx, id) => trx.deleteFrom("client_logos").where("id", "=", id).returningAll().executeTakeFirst(),
    entity: "client logo",
    column: "logo",
    row: (input: ClientLogoInput) => input,
    summary: (row: { name: string }) => row.name,
  }),
};

/**
 * The write side of the content admins manage. Every write and its activity-log entry (who did
 * it) are one transaction; after it commits, `onChange` (the page cache) learns that public pages
 * must be rendered afresh.
 */
export function createContentAdminService(db: Database, { onChange }: { onChange: () => void }) {
  /**
   * Runs `work` and logs what it names, both in one transaction; answers the changed row's id. A
   * `work` that answers null changed nothing: nothing is logged and the pages stay as they are.
   */
  async function logged(
    actor: string,
    action: ActivityAction,
    entity: ActivityEntity,
    work: (trx: Database) => Promise<{ id: number; summary: string }>,
  ): Promise<number>;
  async function logged(
    actor: string,
    action: ActivityAction,
    entity: ActivityEntity,
    work: (trx: Database) => Promise<{ id: number; summary: string } | null>,
  ): Promise<number | null>;
  async function logged(
    actor: string,
    action: ActivityAction,
    entity: ActivityEntity,
    work: (trx: Database) => Promise<{ id: number; summary: string } | null>,
  ): Promise<number | null> {
    const id = await db.transaction().execute(async (trx) => {
      const done = await work(trx);
      if (!done) return null;
      await recordActivity(trx, { actor, action, entity, entityId: String(done.id), summary: done.summary });
      // Other processes see the change on their next request (their page caches check the version).
      await bumpContentVersion(trx);
      return done.id;
    });
    if (id !== null) onChange();
    return id;
  }

  /**
   * Rows whose picture is an uploaded file (team members, client logos): sent with the write (the
   * API's multipart forms), it is decoded, re-encoded to WebP and stored with the row, or nothing is
   * stored; uploaded before (POST /api/media: the dashboard's forms post its path), it must be one we
   * store. An edit without a new picture keeps the old, one with a new picture removes the old; a
   * delete removes it.
   */
  const withPicture = <Input extends Named, Named extends object, Columns extends object>({
    table,
    entity,
    column,
    row,
    summary,
    insertRow,
    updateRow,
    deleteRow,
  }: PictureEntity<Input, Named, Columns>) => {
    /** The path of the picture a stored row shows. */
    const pictureOf = (row: object) => (row as Record<typeof column, string>)[column];
    return {
      async create(actor: string, input: Input, picture: NewPicture): Promise<{ insertedId: string }> {
        const ready = await reencoded(picture);
        const id = await logged(actor, "create", entity, async (trx) => {
          const path = await createMediaService(trx).storePicture(ready);
          const stamps = { email: actor, created_at: new Date().toISOString() };
          const inserted = await insertRow(trx, { ...row(input), ...stamps }, path);
          return { id: inserted.id, summary: summary(input) };
        });
        return { insertedId: String(id) };
      },
      async update(
        actor: string,
        id: number,
        input: Input,
        newPicture: NewPicture | undefined,
      ): Promise<{ modifiedCount: number }> {
        const ready = newPicture && (await reencoded(newPicture));
        await logged(actor, "update", entity, async (trx) => {
          const current = await trx.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
          if (!current) throw new NotFoundError();
          const path = ready ? await createMediaService(trx).storePicture(ready) : pictureOf(current);
          await updateRow(trx, id, row(input), path);
          if (ready) await removeUnusedImages(trx, [pictureOf(current)]);
          return { id, summary: summary(input) };
        });
        return { modifiedCount: 1 };
      },
      async remove(actor: string, id: number): Promise<{ deletedCount: number }> {
        await logged(actor, "delete", entity, async (trx) => {
          const deleted = await deleteRow(trx, id);
          if (!deleted) throw new NotFoundError();
          await removeUnusedImages(trx, [pictureOf(deleted)]);
          // The stored row has the fields the summary names.
          return { id, summary: summary(deleted) };
        });
        return { deletedCount: 1 };
      },
    };
  };

  const json = <Input extends Named, Named extends object, Columns extends object, Address extends object>(
    of: JsonEntity<Input, Named, Columns, Address>,
  ) => {
    const { table, insertRow, updateRow, deleteRow, entity, row, summary, images, address } = of;
    /** The image paths a row shows (uploaded ones are removed once no row shows them). */
    const imagesOf = (stored: object | undefined) =>
      images.map((column) => (stored as Record<string, string | null> | undefined)?.[column]);
    return {
      async create(actor: string, input: Input): Promise<{ insertedId: string }> {
        const id = await logged(actor, "create", entity, async (trx) => {
          const inserted = await insertRow(trx, {
            ...row(input),
            ...((await address?.create(trx, input)) as Address),
            email: actor,
            created_at: new Date().toISOString(),
          });
          return { id: inserted.id, summary: summary(input) };
        });
        return { insertedId: String(id) };
      },
      async update(actor: string, id: number, input: Input): Promise<{ modifiedCount: number }> {
        await logged(actor, "update", entity, async (trx) => {
          const before =
            images.length > 0
              ? await trx.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()
              : undefined;
          const values: Partial<Columns & Address> = { ...row(input), ...(await address?.update(trx, id, input)) };
          // A save that changes nothing is not a change: the post's last-change time (the sitemap's lastmod) stays.
          if (
            "updated_at" in values &&
            before &&
            Object.entries(values).every(
              ([key, value]) => key === "updated_at" || (before as Record<string, unknown>)[key] === value,
            )
          )
            delete values.updated_at;
          if ((await updateRow(trx, id, values)) === 0) throw new NotFoundError();
          await removeUnusedImages(trx, imagesOf(before));
          return { id, summary: summary(input) };
        });
        return { modifiedCount: 1 };
      },
      async remove(actor: string, id: number): Promise<{ deletedCount: number }> {
        await logged(actor, "delete", entity, async (trx) => {
          const deleted = await deleteRow(trx, id);
          if (!deleted) throw new NotFoundError();
          await removeUnusedImages(trx, imagesOf(deleted));
          // The stored row has the fields the summary names (title, or name and role).
          return { id, summary: summary(deleted) };
        });
        return { deletedCount: 1 };
      },
    };
  };

  /**
   * Each kind's demo rows as seeded (server/db/demo-content.ts): their table, ids and the pictures
   * they show. An item an admin has changed no longer matches, and stays.
   */
  const demoItems: Record<
    keyof DemoContentCounts,
    (trx: Database) => Promise<{ table: DemoTable; ids: number[]; pictures: string[] }>
  > = {
    blogs: async (trx) => {
      const rows = await trx
        .selectFrom("blogs")
        .select(["id", "image"])
        .where((eb) =>
          eb.or(demoBlogs.map((b) => eb.and([eb("title", "=", b.title), eb("description", "=", b.description)]))),
        )
        .execute();
      return { table: "blogs", ids: rows.map((r) => r.id), pictures: rows.map((r) => r.image) };
    },
    reviews: async (trx) => {
      const rows = await trx
        .selectFrom("reviews")
        .select(["id", "image", "logo"])
        .where((eb) =>
          eb.or(demoReviews.map((r) => eb.and([eb("name", "=", r.name), eb("feedback", "=", r.feedback)]))),
        )
        .execute();
      return { table: "reviews", ids: rows.map((r) => r.id), pictures: rows.flatMap((r) => [r.image, r.logo]) };
    },
    reviewVideos: async (trx) => {
      const rows = await trx
        .selectFrom("review_videos")
        .select("id")
        .where((eb) =>
          eb.or(demoReviewVideos.map((v) => eb.and([eb("title", "=", v.title), eb("video_url", "=", v.videoUrl)]))),
        )
        .execute();
      return { table: "review_videos", ids: rows.map((r) => r.id), pictures: [] };
    },
    team: async (trx) => {
      const rows = await trx
        .selectFrom("team_members")
        .select(["id", "image"])
        .where((eb) => eb.or(demoTeam.map((m) => eb.and([eb("name", "=", m.name), eb("position", "=", m.position)]))))
        .execute();
      return { table: "team_members", ids: rows.map((r) => r.id), pictures: rows.map((r) => r.image) };
    },
    clientLogos: async (trx) => {
      const rows = await trx
        .selectFrom("client_logos")
        .select(["id", "logo"])
        .where((eb) => eb.or(demoClientLogos.map((l) => eb.and([eb("name", "=", l.name), eb("logo", "=", l.logo)]))))
        .execute();
      return { table: "client_logos", ids: rows.map((r) => r.id), pictures: rows.map((r) => r.logo) };
    },
  };
  const DEMO_KINDS = Object.keys(demoItems) as Array<keyof DemoContentCounts>;

  return {
    /** The demo content (server/db/demo-content.ts) still on the site, unchanged, per kind. */
    async demoContent(): Promise<DemoContentCounts> {
      const counts: DemoContentCounts = { blogs: 0, reviews: 0, reviewVideos: 0, team: 0, clientLogos: 0 };
      await Promise.all(DEMO_KINDS.map(async (kind) => (counts[kind] = (await demoItems[kind](db)).ids.length)));
      return counts;
    },
    /**
     * The items whose Bangla is missing (issue 43 item 6), newest first: up to `perKind` of each kind,
     * and how many in all (counted up to MISSING_BANGLA_COUNT_LIMIT).
     */
    async missingBangla(perKind = 5): Promise<{ items: MissingBangla[]; total: number; more: boolean }> {
      const items: MissingBangla[] = [];
      let total = 0;
      let more = false;
      for (const [kind, { table, name, texts }] of Object.entries(BANGLA_TEXTS) as Array<
        [BanglaContentKind, (typeof BANGLA_TEXTS)[BanglaContentKind]]
      >) {
        const untranslated = texts.map(
          ([english, bangla]) => sql<boolean>`(coalesce(${sql.ref(english)}, '') <> '' and ${sql.ref(bangla)} = '')`,
        );
        const lacking = db.selectFrom(table).where(sql<boolean>`(${sql.join(untranslated, sql` or `)})`);
        const [rows, counted] = await Promise.all([
          lacking
            .select([
              sql<number>`id`.as("id"),
              sql<string>`${sql.ref(name)}`.as("name"),
              ...untranslated.map((lacks, i) => lacks.as(`t${i}`)),
            ])
            .orderBy(sql`id`, "desc")
            .limit(perKind)
            .execute(),
          countUpTo(db, lacking, MISSING_BANGLA_COUNT_LIMIT),
        ]);
        total += counted.total;
        more ||= counted.more;
        for (const row of rows as Array<Record<string, unknown>>)
          items.push({
            kind,
            id: String(row.id),
            name: String(row.name),
            fields: texts.filter((_, i) => Boolean(row[`t${i}`])).map(([, , label]) => label),
          });
      }
      return { items, total, more };
    },
    /** Deletes exactly the unchanged demo items and the images only they showed, as one logged change. */
    async removeDemoContent(actor: string): Promise<{ deletedCount: number }> {
      let deletedCount = 0;
      await logged(actor, "delete", "demo content", async (trx) => {
        const counts = [];
        const pictures = [];
        // One after the other: a transaction has one connection.
        for (const kind of DEMO_KINDS) {
          const { table, ids, pictures: shown } = await demoItems[kind](trx);
          if (ids.length) await trx.deleteFrom(table).where("id", "in", ids).execute();
          pictures.push(...shown);
          counts.push(`${ids.length} ${DEMO_KIND_NAMES[kind]}`);
          deletedCount += ids.length;
        }
        await removeUnusedImages(trx, pictures);
        return { id: 0, summary: `${deletedCount} demo items: ${counts.join(", ")}` };
      });
      return { deletedCount };
    },
    blogs: json(JSON_ENTITIES.blogs),
    reviews: json(JSON_ENTITIES.reviews),
    reviewVideos: json(JSON_ENTITIES.review_videos),
    team: withPicture(PICTURE_ENTITIES.team_members),
    clientLogos: {
      ...withPicture(PICTURE_ENTITIES.client_logos),
      /** Moves a logo one place earlier ("up") or later ("down"); `modifiedCount` 0 when it is already first or last. */
      async move(actor: string, id: number, { direction }: LogoMove): Promise<{ modifiedCount: number }> {
        const moved = await logged(actor, "update", "client logo", async (trx) => {
          const rows = await trx
            .selectFrom("client_logos")
            .select(["id", "name", "position"])
            .orderBy("position")
            .orderBy("id")
            .execute();
          const from = rows.findIndex((row) => row.id === id);
          if (from < 0) throw new NotFoundError();
          const to = direction === "up" ? from - 1 : from + 1;
          if (to < 0 || to >= rows.length) return null;
          [rows[from], rows[to]] = [rows[to]!, rows[from]!];
          // Numbered afresh (1, 2, …): deletes leave gaps, and adds at the same moment may share a number.
          for (const [index, row] of rows.entries())
            if (row.position !== index + 1)
              await trx
                .updateTable("client_logos")
                .set({ position: index + 1 })
                .where("id", "=", row.id)
                .execute();
          return { id, summary: `${rows[to]!.name}: moved to place ${to + 1}` };
        });
        return { modifiedCount: moved === null ? 0 : 1 };
      },
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
