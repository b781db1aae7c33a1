import { replyOrProblem } from "../features/dashboard/forms";
import { PageTitle } from "../features/dashboard/ui";
import {
  clientLogoPost,
  contentWrite,
  readPost,
  replyTo,
  withPostedPicture,
} from "../features/dashboard/dashboard.server";
import { clientLogoPostSchemas } from "#domain/content-input";
import { pageMeta } from "../components/page-meta";
import { ClientLogosTable } from "../features/dashboard/client-logos";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import type { Route } from "./+types/dashboard.allClientLogos";
import { serverContext } from "#server/load-context";

/** Issue 22: the client logos in the home page's order; edit, move, delete. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  return { logos: await server.services.content.listClientLogos() };
}

/** Adds (the add page's form posts here), changes, deletes or moves a client logo; its picture was uploaded first. */
export async function action(args: Route.ActionArgs) {
  const { admin, services, post } = await readPost(args, clientLogoPost);
  const logos = services.contentAdmin.clientLogos;
  if (post.intent === "move") return replyTo(() => logos.move(admin.email, post.id, post.values));
  return contentWrite(admin.email, post, withPostedPicture(logos), clientLogoPostSchemas);
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
