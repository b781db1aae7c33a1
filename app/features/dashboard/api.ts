import type { BlogInput, LogoMove, ReviewInput, ReviewVideoInput } from "#domain/content-input";
import { apiRequest, uploadForm } from "../../lib/api";

/** The dashboard's writes, through the public REST contract (then the page revalidates). */

type Inserted = { insertedId?: string };
type Modified = { modifiedCount?: number };
type Deleted = { deletedCount?: number };

const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

function jsonResource<Input>(base: string) {
  return {
    create: (input: Input) => apiRequest<Inserted>(base, { method: "POST", body: input }),
    update: (id: string, input: Input) => apiRequest<Modified>(at(base, id), { method: "PUT", body: input }),
    remove: (id: string) => apiRequest<Deleted>(at(base, id), { method: "DELETE" }),
  };
}

/** Creates (no id: true when insertedId came back) or updates the item with that id. */
export async function saveItem<Input>(
  api: ReturnType<typeof jsonResource<Input>>,
  id: string | undefined,
  input: Input,
): Promise<boolean> {
  if (id === undefined) return Boolean((await api.create(input)).insertedId);
  await api.update(id, input);
  return true;
}

/** An item with an uploaded picture: multipart writes, reporting the upload's progress. */
function formResource(base: string) {
  return {
    create: (form: FormData, onProgress?: (percent: number) => void) =>
      uploadForm<Inserted>(base, "POST", form, onProgress),
    update: (id: string, form: FormData, onProgress?: (percent: number) => void) =>
      uploadForm<Modified>(at(base, id), "PUT", form, onProgress),
    remove: (id: string) => apiRequest<Deleted>(at(base, id), { method: "DELETE" }),
  };
}

/** saveItem for a multipart form. */
export async function saveForm(
  api: ReturnType<typeof formResource>,
  id: string | undefined,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<boolean> {
  if (id === undefined) return Boolean((await api.create(form, onProgress)).insertedId);
  await api.update(id, form, onProgress);
  return true;
}

export const blogsApi = jsonResource<BlogInput>("/api/blogs");
export const reviewsApi = jsonResource<ReviewInput>("/api/reviews");
export const videosApi = jsonResource<ReviewVideoInput>("/api/review-videos");
/** multipart: name, position, facebook, github, linkedin, image (a new file, or on an edit the old image path). */
export const teamApi = formResource("/api/team");
export const clientLogosApi = {
  /** multipart: name, image (a file; on an edit only when it is replaced). */
  ...formResource("/api/client-logos"),
  move: (id: string, direction: LogoMove["direction"]) =>
    apiRequest<Modified>(`${at("/api/client-logos", id)}/move`, { method: "POST", body: { direction } }),
};

export const usersApi = {
  promote: (id: string) => apiRequest<Modified>(at("/api/users/admin", id), { method: "PATCH" }),
  /** The undo of promote (never the last admin). */
  demote: (id: string) => apiRequest<Modified>(at("/api/users/admin", id), { method: "DELETE" }),
  remove: (id: string) => apiRequest<Deleted>(at("/api/users", id), { method: "DELETE" }),
};
