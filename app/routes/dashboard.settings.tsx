import { replyOrProblem } from "../features/dashboard/forms";
import { PageTitle } from "../features/dashboard/ui";
import { posted, readPost, replyToValid } from "../features/dashboard/dashboard.server";
import { settingsUpdateSchema } from "#domain/site-settings";
import { googleRedirectUri } from "#domain/urls";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { GoogleSignInStatus, MailDeliveryStatus, mailStateOf } from "../features/dashboard/first-run";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { SettingsForm } from "../features/dashboard/settings-form";
import type { Route } from "./+types/dashboard.settings";
import { serverContext } from "#server/load-context";

/**
 * The company's details (issue 12 item 1), whether Google sign-in is set up (item 5), and e-mail
 * delivery with its test e-mail (issue 23 item 11). Admins only.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  requireAdmin(context);
  const [{ settings, version, updatedAt, overridden }, mail] = await Promise.all([
    server.services.settings.current(),
    mailStateOf(server),
  ]);
  return {
    settings,
    version,
    updatedAt,
    overridden,
    google: { configured: server.googleSignInEnabled, redirectUri: googleRedirectUri(server.publicUrl) },
    mail,
  };
}

/** Saves the company's details, unless another admin saved a newer version meanwhile (409). */
export async function action(args: Route.ActionArgs) {
  const { admin, services, post } = await readPost(args, posted.save);
  return replyToValid(post.values, settingsUpdateSchema, ({ version, ...settings }) =>
    services.settings.update(admin.email, settings, version),
  );
}

export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Site Settings", description: "The company's details shown on the site.", noIndex: true });

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { google, mail, ...current } = loaderData;
  return (
    <section>
      <PageTitle
        title="Site Settings"
        lead="The company's details as every page shows them. A saved change appears on the site at once."
      />
      <SettingsForm {...current} />
      <div className="max-w-3xl">
        <MailDeliveryStatus {...mail} />
        <GoogleSignInStatus {...google} />
      </div>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
