import type { z } from "#domain/zod";
import type { TeamMember } from "#domain/content";
import { teamMemberInputSchema } from "#domain/content-input";
import { CurrentPicture, ImageFileField, imageFiles, UploadProgress, useUploadProgress } from "./image-field";
import { uploadForm } from "../../lib/api";
import { EditableList } from "./editable-list";
import { BanglaField, type Column, indexColumn, FormSubmit, TextField } from "./ui";
import { useEntityForm } from "./use-entity-form";

/** Spec §5: name, position and image file required when adding; nothing required when editing. */
const memberAddSchema = teamMemberInputSchema.extend({ image: imageFiles("Profile image is required") });
const memberEditSchema = teamMemberInputSchema.extend({ image: imageFiles(false) });

type MemberValues = z.output<typeof memberAddSchema>;

/** The multipart body of POST/PUT /api/team; without a new file the old image path is sent (spec §5). */
function memberForm(values: MemberValues, oldImage?: string): FormData {
  const form = new FormData();
  form.set("name", values.name);
  form.set("position", values.position);
  form.set("facebook", values.facebook);
  form.set("github", values.github);
  form.set("linkedin", values.linkedin);
  // The Bangla texts: one part holding the same JSON object a JSON body carries (server/api/content.ts).
  form.set("bn", JSON.stringify(values.bn ?? {}));
  const file = values.image && values.image.length > 0 ? values.image[0] : undefined;
  if (file) form.set("image", file);
  else if (oldImage !== undefined) form.set("image", oldImage);
  return form;
}

/** Spec §2 addMember form, and the Edit Team Member modal: upload progress, the server's field errors. */
export function MemberForm({ member }: { member?: TeamMember }) {
  const editing = member !== undefined;
  const { progress, track } = useUploadProgress();
  const { field, busy, onSubmit, rootError } = useEntityForm(editing ? memberEditSchema : memberAddSchema, {
    defaultValues: {
      name: member?.name ?? "",
      position: member?.position ?? "",
      image: undefined,
      facebook: member?.facebook ?? "",
      github: member?.github ?? "",
      linkedin: member?.linkedin ?? "",
      bn: { position: member?.bn.position ?? "" },
    },
    send: (values) =>
      track((onProgress) =>
        member
          ? uploadForm(`/api/team/${member._id}`, "PUT", memberForm(values, member.image), onProgress)
          : uploadForm("/api/team", "POST", memberForm(values), onProgress),
      ),
    success: editing ? "Member updated successfully" : "Team member added successfully!",
    failure: editing ? "Failed to update member" : "Failed to add member",
    resetOnSuccess: !editing,
  });
  return (
    <form onSubmit={onSubmit} noValidate encType="multipart/form-data" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full Name" requiredMark={!editing} autoComplete="off" {...field("name")} />
        <TextField label="Position" requiredMark={!editing} placeholder="Frontend Developer" {...field("position")} />
      </div>
      <BanglaField label="Position in Bangla" {...field("bn.position")} />
      {editing && member.image && <CurrentPicture src={member.image} kind="photo" />}
      <ImageFileField
        label={editing ? "New Profile Image (optional)" : "Profile Image"}
        requiredMark={!editing}
        {...field("image")}
      />
      <TextField
        label="Facebook URL"
        type="url"
        inputMode="url"
        placeholder="https://facebook.com/username"
        {...field("facebook")}
      />
      <TextField
        label="GitHub URL"
        type="url"
        inputMode="url"
        placeholder="https://github.com/username"
        {...field("github")}
      />
      <TextField
        label="LinkedIn URL"
        type="url"
        inputMode="url"
        placeholder="https://linkedin.com/in/username"
        {...field("linkedin")}
      />
      {progress !== null && <UploadProgress progress={progress} />}
      <FormSubmit
        error={rootError}
        busy={busy}
        label={editing ? "Update Member" : "Add Member"}
        busyLabel={editing ? "Updating..." : "Adding..."}
      />
    </form>
  );
}

const MEMBER_COLUMNS: readonly Column<TeamMember>[] = [
  indexColumn(),
  {
    header: "Image",
    card: "inline",
    cell: (member) => (
      <img
        src={member.image}
        alt={`Photo of ${member.name}`}
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className="h-12 w-12 rounded-full bg-slate-100 object-cover"
      />
    ),
  },
  {
    header: "Name",
    card: "lead",
    cell: (member) => member.name,
    className: "font-medium text-slate-900",
    tableWidth: "@4xl:min-w-40",
  },
  { header: "Position", cell: (member) => member.position, tableWidth: "@4xl:min-w-40" },
];

/** Spec §2 allMembers: #, Image, Name, Position, Actions (edit, delete). */
export function MembersTable({ team, firstRow }: { team: readonly TeamMember[]; firstRow: number }) {
  return (
    <EditableList
      caption="All Team Members"
      columns={MEMBER_COLUMNS}
      items={team}
      firstRow={firstRow}
      empty="No members found."
      actionsHeader="Actions"
      nameOf={(member) => member.name}
      kind="member"
      editTitle="Edit Team Member"
      form={(member) => <MemberForm member={member} />}
    />
  );
}
