import { useEffect, useState } from "react";
import type { ClientLogo } from "#domain/content";
import { clientLogoInputSchema, type LogoMove } from "#domain/content-input";
import { ArrowDownIcon, ArrowUpIcon } from "../../components/icons";
import { FormSubmit, postWithPicture, useEntityForm, usePostIntent } from "./forms";
import { type Column, EditableList, IconButton, indexColumn } from "./tables";
import { CurrentPicture, ImageFileField, imageFiles, UploadProgress } from "./image-field";
import { FormField } from "../../components/form-field";

/**
 * The home page's client logos (issue 22 item 1): added with an uploaded picture, renamed or given
 * a new picture in a modal, moved one place earlier or later, deleted.
 */

const logoAddSchema = clientLogoInputSchema.extend({ image: imageFiles("The logo's image file is required") });
const logoEditSchema = clientLogoInputSchema.extend({ image: imageFiles(false) });

/**
 * Add Client Logo, and the Edit Client Logo modal: the picture uploaded first (with its progress),
 * then posted to All Client Logos' action; without a new file an edit keeps the picture. The
 * server's field errors show under the fields.
 */
export function ClientLogoForm({ logo }: { logo?: ClientLogo }) {
  const editing = logo !== undefined;
  const { field, busy, progress, onSubmit, rootError } = useEntityForm(editing ? logoEditSchema : logoAddSchema, {
    defaultValues: { name: logo?.name ?? "", image: undefined },
    ...postWithPicture(logo, "/dashboard/allClientLogos"),
    success: editing ? "Client logo updated successfully" : "Client logo added successfully!",
    failure: editing ? "Failed to update the client logo" : "Failed to add the client logo",
    resetOnSuccess: !editing,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        label="Company name"
        requiredMark
        autoComplete="off"
        placeholder="Padma Textiles"
        hint="Read out to visitors who cannot see the logo."
        {...field("name")}
      />
      {editing && <CurrentPicture src={logo.logo} kind="logo" />}
      <ImageFileField
        label={editing ? "New logo image (optional)" : "Logo image"}
        requiredMark={!editing}
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 5 MB; a transparent background stays transparent. Shown 64 px high."
        {...field("image")}
      />
      {progress !== null && <UploadProgress progress={progress} />}
      <FormSubmit
        error={rootError}
        busy={busy}
        label={editing ? "Update Logo" : "Add Logo"}
        busyLabel={editing ? "Updating..." : "Adding..."}
      />
    </form>
  );
}

type Direction = LogoMove["direction"];

/**
 * Move up / Move down of every row. After a move the list loads again in its new order and the
 * keyboard focus stays on the moved logo's button (or its other one, at either end), and a status
 * line tells screen readers the logo's new place.
 */
function useMoves(logos: readonly ClientLogo[]) {
  const { act, busy } = usePostIntent();
  const [announcement, setAnnouncement] = useState("");
  const [refocus, setRefocus] = useState<{ id: string; place: number; direction: Direction } | null>(null);

  useEffect(() => {
    if (!refocus || logos[refocus.place]?._id !== refocus.id) return;
    const button = (direction: Direction) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${direction}"][data-logo="${refocus.id}"]`);
    const same = button(refocus.direction);
    (same && !same.disabled ? same : button(refocus.direction === "up" ? "down" : "up"))?.focus();
    setRefocus(null);
  }, [logos, refocus]);

  const move = async (logo: ClientLogo, from: number, direction: Direction) => {
    if (busy) return;
    await act({ intent: "move", id: logo._id, values: { direction } }, () => {
      const place = direction === "up" ? from - 1 : from + 1;
      setRefocus({ id: logo._id, place, direction });
      setAnnouncement(`${logo.name} is now number ${place + 1} of ${logos.length}.`);
    });
  };
  return { move, announcement };
}

const LOGO_COLUMNS: readonly Column<ClientLogo>[] = [
  indexColumn(),
  {
    header: "Logo",
    card: "inline",
    cell: (logo) => (
      <img
        src={logo.logo}
        alt=""
        width={120}
        height={48}
        loading="lazy"
        decoding="async"
        className="h-10 w-20 rounded-md bg-slate-50 object-contain p-1 @4xl:h-12 @4xl:w-30"
      />
    ),
  },
  {
    header: "Name",
    card: "lead",
    cell: (logo) => logo.name,
    className: "font-medium text-slate-900",
    tableWidth: "@4xl:min-w-48",
  },
];

/** Move up and Move down, before a row's Edit and Delete; the first cannot go up, the last not down. */
function MoveButtons({
  logo,
  index,
  count,
  move,
}: {
  logo: ClientLogo;
  index: number;
  count: number;
  move: (logo: ClientLogo, from: number, direction: Direction) => void;
}) {
  return (
    <>
      <IconButton
        label={`Move ${logo.name} up`}
        data-move="up"
        data-logo={logo._id}
        disabled={index === 0}
        onClick={() => move(logo, index, "up")}
      >
        <ArrowUpIcon size={18} />
      </IconButton>
      <IconButton
        label={`Move ${logo.name} down`}
        data-move="down"
        data-logo={logo._id}
        disabled={index === count - 1}
        onClick={() => move(logo, index, "down")}
      >
        <ArrowDownIcon size={18} />
      </IconButton>
    </>
  );
}

/** #, Logo, Name, Actions (move up, move down, edit, delete); the home page shows them in this order. */
export function ClientLogosTable({ logos }: { logos: readonly ClientLogo[] }) {
  const { move, announcement } = useMoves(logos);
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <EditableList
        caption="All Client Logos"
        columns={LOGO_COLUMNS}
        items={logos}
        empty="No client logos yet: the home page shows no logo section until you add one."
        actionsHeader="Actions"
        nameOf={(logo) => logo.name}
        kind="logo"
        editTitle="Edit Client Logo"
        form={(logo) => <ClientLogoForm logo={logo} />}
        moreActions={(logo, index) => (
          <MoveButtons
            logo={logo}
            index={index}
            count={logos.length}
            move={(item, from, direction) => void move(item, from, direction)}
          />
        )}
      />
    </>
  );
}
