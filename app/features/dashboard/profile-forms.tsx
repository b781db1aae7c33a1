import { useId } from "react";
import { passwordChangeSchema, profileUpdateSchema } from "#domain/accounts";
import { z } from "#domain/zod";
import { ImageFileField, imageFiles, UploadProgress } from "./image-field";
import { chosenFile, uploadForm } from "./uploads";
import { FormField } from "../../components/form-field";
import { FormSubmit, useEntityForm } from "./forms";
import { useAuth } from "../../lib/auth-context";

const photoSchema = z.object({ image: imageFiles("Profile image is required") });

export function Section({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Your name as the site shows it (empty: "Anonymous"). */
export function NameForm() {
  const { user, reloadUser } = useAuth();
  const { field, busy, onSubmit, rootError } = useEntityForm(profileUpdateSchema, {
    defaultValues: { name: user?.displayName ?? "" },
    post: (values) => ({ intent: "name", values }),
    onSaved: reloadUser,
    success: "Your name has been saved",
    failure: "Failed to save your name",
  });
  return (
    <Section title="Name" lead="Shown on your profile and in the site's header. Leave it empty to appear as Anonymous.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label="Name" autoComplete="name" {...field("name")} />
        <FormSubmit error={rootError} busy={busy} label="Save name" busyLabel="Saving..." />
      </form>
    </Section>
  );
}

/** A new photo, uploaded and processed like team photos; the old one is removed. */
export function PhotoForm() {
  const { reloadUser } = useAuth();
  const { field, busy, progress, onSubmit, rootError } = useEntityForm(photoSchema, {
    defaultValues: { image: undefined },
    // POST /api/users/me/photo, for any signed-in user (a picture for a form, /api/media, is for admins).
    send: ({ image }, onProgress) => {
      const body = new FormData();
      body.set("image", chosenFile(image)!);
      return uploadForm("/api/users/me/photo", body, onProgress);
    },
    onSaved: reloadUser,
    success: "Your photo has been changed",
    failure: "Failed to change your photo",
    resetOnSuccess: true,
  });
  return (
    <Section
      title="Photo"
      lead="A square picture of you looks best. It is resized and stored without its metadata (such as location)."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <ImageFileField label="New photo" {...field("image")} />
        {progress !== null && <UploadProgress progress={progress} />}
        <FormSubmit error={rootError} busy={busy} label="Upload photo" busyLabel="Uploading..." />
      </form>
    </Section>
  );
}

/** A new password: the current one is asked for; every other session ends. */
export function PasswordForm() {
  const { field, busy, onSubmit, rootError } = useEntityForm(passwordChangeSchema, {
    defaultValues: { currentPassword: "", newPassword: "" },
    post: (values) => ({ intent: "password", values }),
    success: "Password changed. You stay logged in here; every other session has been logged out.",
    failure: "Failed to change your password",
    resetOnSuccess: true,
  });
  return (
    <Section
      title="Password"
      lead="6 to 20 characters, with upper and lower case letters and a digit. Changing it logs you out on every other device."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field("currentPassword")}
        />
        <FormField label="New password" type="password" autoComplete="new-password" {...field("newPassword")} />
        <FormSubmit error={rootError} busy={busy} label="Change password" busyLabel="Changing..." />
      </form>
    </Section>
  );
}
