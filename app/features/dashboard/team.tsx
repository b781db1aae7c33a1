import type { TeamMember } from "#domain/content";
import { teamMemberInputSchema } from "#domain/content-input";
import { CurrentPicture, ImageFileField, imageFiles, UploadProgress } from "./image-field";
import { type Column, EditableList, indexColumn } from "./tables";
import { BanglaField, FormSubmit, postWithPicture, useEntityForm } from "./forms";
import { FormField } from "../../components/form-field";

/** Spec §5: name, position and image file required when adding; nothing required when editing. */
const memberAddSchema = teamMemberInputSchema.extend({ image: imageFiles("Profile image is required") });
const memberEditSchema = teamMemberInputSchema.extend({ image: imageFiles(false) });

/**
 * Spec §2 addMember form, and the Edit Team Member modal: the photo uploaded first (with its
 * progress), then posted to All Team Members' action; without a new file an edit keeps the photo
 * (spec §5). The server's field errors show under the fields.
 */
export function MemberForm({ member }: { member?: TeamMember }) {
  const editing = member !== undefined;
  const { field, busy, progress, onSubmit, rootError } = useEntityForm(editing ? memberEditSchema : memberAddSchema, {
    defaultValues: {
      name: member?.name ?? "",
      position: member?.position ?? "",
      image: undefined,
      facebook: member?.facebook ?? "",
      github: member?.github ?? "",
      linkedin: member?.linkedin ?? "",
      bn: { position: member?.bn.position ?? "" },
    },
    ...postWithPicture(member, "/dashboard/allMembers"),
    success: editing ? "Member updated successfully" : "Team member added successfully!",
    failure: editing ? "Failed to update member" : "Failed to add member",
    resetOnSuccess: !editing,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full Name" requiredMark={!editing} autoComplete="off" {...field("name")} />
        <FormField label="Position" requiredMark={!editing} placeholder="Frontend Developer" {...field("position")} />
      </div>
      <BanglaField label="Position in Bangla" {...field("bn.position")} />
      {editing && member.image && <CurrentPicture src={member.image} kind="photo" />}
      <ImageFileField
        label={editing ? "New Profile Image (optional)" : "Profile Image"}
        requiredMark={!editing}
        {...field("image")}
      />
      <FormField
        label="Facebook URL"
        type="url"
        inputMode="url"
        placeholder="https://facebook.com/username"
        {...field("facebook")}
      />
      <FormField
        label="GitHub URL"
        type="url"
        inputMode="url"
        placeholder="https://github.com/username"
        {...field("github")}
      />
      <FormField
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
