import { replyOrProblem } from "../features/dashboard/actions";
import { posted, readPost, replyTo } from "../features/dashboard/form-action.server";
import { z } from "#domain/zod";
import { pageMeta } from "../components/page-meta";
import { ClientLogosTable } from "../features/dashboard/client-logos";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/require-admin.server";
import { PageTitle } from "../features/dashboard/ui";
import type { Route } from "./+types/dashboard.allClientLogos";
import { serverContext } from "#server/load-context";

/** Issue 22: the client logos in the home page's order; edit, move, delete. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return { logos: await server.services.content.listClientLogos() };
}

/** Deletes a client logo or moves it one place (logos are added and changed through /api, with the upload's progress). */
export async function action(args: Route.ActionArgs) {
  const { admin, services, post } = await readPost(args, z.discriminatedUnion("intent", [posted.delete, posted.move]));
  const logos = services.contentAdmin.clientLogos;
  if (post.intent === "delete") return replyTo(() => logos.remove(admin.email, post.id));
  return replyTo(() => logos.move(admin.email, post.id, post.values));
}

export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "All Client Logos", description: "Edit, reorder or delete client logos.", noIndex: true });

export default function AllClientLogosPage({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <PageTitle
        title="All Client Logos"
        lead="In the order the home page shows them. Move a logo up or down to change it."
      />
      <ClientLogosTable logos={loaderData.logos} />
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
