import { useId, useState } from "react";
import { z } from "../../../domain/zod";
import type { TeamMember } from "../../../domain/content";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, teamMemberInputSchema } from "../../../domain/content-input";
import { teamApi } from "./api";
import { EditableList } from "./editable-list";
import { type Column, FormProblem, indexColumn, SubmitButton, TextField } from "./ui";
import { useEntityForm } from "./use-entity-form";

/** The chosen file(s) of the image input (a FileList in the browser; no DOM types needed on the server). */
export const imageFiles = (required: boolean) =>
  z.custom<ArrayLike<File> | null | undefined>().superRefine((files, ctx) => {
    const file = files && files.length > 0 ? files[0] : undefined;
    if (!file) {
      if (required) ctx.addIssue({ code: "custom", message: "Profile image is required" });
      return;
    }
    if (!IMAGE_TYPES.includes(file.type)) ctx.addIssue({ code: "custom", message: "Choose a JPEG, PNG, WebP, GIF or AVIF image" });
    else if (file.size > MAX_IMAGE_BYTES) ctx.addIssue({ code: "custom", message: `The image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB` });
  });

/** Spec §5: name, position and image file required when adding; nothing required when editing. */
const memberAddSchema = teamMemberInputSchema.extend({ image: imageFiles(true) });
const memberEditSchema = teamMemberInputSchema.extend({ image: imageFiles(false) });

const FIELDS = ["name", "position", "image", "facebook", "github", "linkedin"] as const;

type MemberValues = z.output<typeof memberAddSchema>;

/** The multipart body of POST/PUT /api/team; without a new file the old image path is sent (spec §5). */
function memberForm(values: MemberValues, oldImage?: string): FormData {
  const form = new FormData();
  form.set("name", values.name);
  form.set("position", values.position);
  form.set("facebook", values.facebook);
  form.set("github", values.github);
  form.set("linkedin", values.linkedin);
  const file = values.image && values.image.length > 0 ? values.image[0] : undefined;
  if (file) form.set("image", file);
  else if (oldImage !== undefined) form.set("image", oldImage);
  return form;
}

/** Spec §2 addMember form, and the Edit Team Member modal: upload progress, the server's field errors. */
export function MemberForm({ member, onSaved }: { member?: TeamMember; onSaved?: () => void }) {
  const editing = member !== undefined;
  const [progress, setProgress] = useState<number | null>(null);
  const progressId = useId();
  const { form, onSubmit, rootError } = useEntityForm(editing ? memberEditSchema : memberAddSchema, FIELDS, {
    defaultValues: {
      name: member?.name ?? "",
      position: member?.position ?? "",
      image: undefined,
      facebook: member?.facebook ?? "",
      github: member?.github ?? "",
      linkedin: member?.linkedin ?? "",
    },
    save: async (values) => {
      setProgress(0);
      try {
        if (!editing) return Boolean((await teamApi.create(memberForm(values), setProgress)).insertedId);
        await teamApi.update(member._id, memberForm(values, member.image), setProgress);
        return true;
      } finally {
        setProgress(null);
      }
    },
    success: editing ? "Member updated successfully" : "Team member added successfully!",
    failure: editing ? "Failed to update member" : "Failed to add member",
    resetOnSuccess: !editing,
    onSaved,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate encType="multipart/form-data" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full Name" requiredMark={!editing} autoComplete="off" error={errors.name?.message} {...register("name")} />
        <TextField label="Position" requiredMark={!editing} placeholder="Frontend Developer" error={errors.position?.message} {...register("position")} />
      </div>
      {editing && member.image && (
        <div className="flex items-center gap-3">
          <img src={member.image} alt="" width={56} height={56} className="h-14 w-14 rounded-full bg-slate-100 object-cover" />
          <p className="text-sm text-slate-600">Current image. Choose a new file only to replace it.</p>
        </div>
      )}
      <TextField
        label={editing ? "New Profile Image (optional)" : "Profile Image"}
        requiredMark={!editing}
        type="file"
        accept="image/*"
        hint={`JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`}
        error={errors.image?.message}
        className="[&_input]:py-2 [&_input]:file:mr-3 [&_input]:file:rounded-md [&_input]:file:border-0 [&_input]:file:bg-brand-50 [&_input]:file:px-3 [&_input]:file:py-1.5 [&_input]:file:font-semibold [&_input]:file:text-brand-800"
        {...register("image")}
      />
      <TextField label="Facebook URL" type="url" inputMode="url" placeholder="https://facebook.com/username" error={errors.facebook?.message} {...register("facebook")} />
      <TextField label="GitHub URL" type="url" inputMode="url" placeholder="https://github.com/username" error={errors.github?.message} {...register("github")} />
      <TextField label="LinkedIn URL" type="url" inputMode="url" placeholder="https://linkedin.com/in/username" error={errors.linkedin?.message} {...register("linkedin")} />
      {progress !== null && (
        <div>
          <label htmlFor={progressId} className="text-sm font-medium text-slate-800">
            Uploading… {progress}%
          </label>
          <progress id={progressId} max={100} value={progress} className="mt-1 block h-2 w-full accent-brand-700">
            {progress}%
          </progress>
        </div>
      )}
      <FormProblem message={rootError} />
      <div>
        <SubmitButton busy={isSubmitting} label={editing ? "Update Member" : "Add Member"} busyLabel={editing ? "Updating..." : "Adding..."} />
      </div>
    </form>
  );
}

const MEMBER_COLUMNS: readonly Column<TeamMember>[] = [
  indexColumn(),
  {
    header: "Image",
    card: "inline",
    cell: (member) => <img src={member.image} alt={`Photo of ${member.name}`} width={48} height={48} loading="lazy" decoding="async" className="h-12 w-12 rounded-full bg-slate-100 object-cover" />,
  },
  { header: "Name", card: "lead", cell: (member) => member.name, className: "font-medium text-slate-900", tableWidth: "@4xl:min-w-40" },
  { header: "Position", cell: (member) => member.position, tableWidth: "@4xl:min-w-40" },
];

/** Spec §2 allMembers: #, Image, Name, Position, Actions (edit, delete). */
export function MembersTable({ team }: { team: readonly TeamMember[] }) {
  return (
    <EditableList
      caption="All Team Members"
      columns={MEMBER_COLUMNS}
      items={team}
      empty="No members found."
      actionsHeader="Actions"
      nameOf={(member) => member.name}
      kind="member"
      remove={teamApi.remove}
      editTitle="Edit Team Member"
      form={(member, saved) => <MemberForm member={member} onSaved={saved} />}
    />
  );
}
