import { type ChangeEvent, useId, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { imageFileProblem, MAX_IMAGE_BYTES } from "#domain/content-input";
import { isImageSource } from "#domain/urls";
import { z } from "#domain/zod";
import { chosenFile, uploadImage, useUploadProgress } from "./uploads";
import { FormField, type InputFieldProps } from "../../components/form-field";
import { fieldError } from "./forms";

/**
 * The chosen file(s) of an image input (a FileList in the browser; no DOM types needed on the
 * server); `required` is the message when none is chosen, false when none is needed.
 */
export const imageFiles = (required: string | false) =>
  z.custom<ArrayLike<File> | null | undefined>().superRefine((files, ctx) => {
    const file = chosenFile(files);
    if (!file) {
      if (required) ctx.addIssue({ code: "custom", message: required });
      return;
    }
    const problem = imageFileProblem(file);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const IMAGE_HINT = `JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;
const FILE_INPUT_CLASS =
  "[&_input]:py-2 [&_input]:file:mr-3 [&_input]:file:rounded-md [&_input]:file:border-0 [&_input]:file:bg-brand-50 [&_input]:file:px-3 [&_input]:file:py-1.5 [&_input]:file:font-semibold [&_input]:file:text-brand-800";

/** A file input for one image, with the accepted formats as its hint. */
export function ImageFileField(props: Omit<InputFieldProps, "type" | "accept">) {
  return (
    <FormField
      type="file"
      accept="image/*"
      hint={IMAGE_HINT}
      {...props}
      className={`${FILE_INPUT_CLASS} ${props.className ?? ""}`}
    />
  );
}

/** In an edit form, the picture the item has now (kept unless a new file is chosen). */
export function CurrentPicture({ src, kind }: { src: string; kind: "photo" | "logo" }) {
  return (
    <div className="flex items-center gap-3">
      {kind === "photo" ? (
        <img src={src} alt="" width={56} height={56} className="h-14 w-14 rounded-full bg-slate-100 object-cover" />
      ) : (
        <img
          src={src}
          alt=""
          width={120}
          height={48}
          className="h-12 w-30 rounded-md bg-slate-100 object-contain p-1"
        />
      )}
      <p className="text-sm text-slate-600">
        Current {kind === "photo" ? "image" : "logo"}. Choose a new file only to replace it.
      </p>
    </div>
  );
}

/** The progress of an upload, announced with its label. */
export function UploadProgress({ progress }: { progress: number }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Uploading… {progress}%
      </label>
      <progress id={id} max={100} value={progress} className="mt-1 block h-2 w-full accent-brand-700">
        {progress}%
      </progress>
    </div>
  );
}

interface ImageSourceFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  /** The URL field's label, e.g. "Image URL". */
  label: string;
  /** What the picture is, for the upload control: "Or upload an image". */
  uploadLabel: string;
  placeholder: string;
}

/**
 * An image of a blog or review (issue 12): a web address pasted as today, or a file uploaded at once
 * (POST /api/media: decoded, re-encoded to WebP, metadata removed), whose stored path then fills the
 * address field. A preview shows what visitors will see.
 */
export function ImageSourceField<T extends FieldValues>({
  form,
  name,
  label,
  uploadLabel,
  placeholder,
}: ImageSourceFieldProps<T>) {
  const { progress, track } = useUploadProgress();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const value = String(form.watch(name) ?? "");

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    setUploadError(problem ?? undefined);
    if (problem) return;
    const reply = await track((onProgress) => uploadImage(file, onProgress));
    if (!reply.ok) return setUploadError(reply.fieldErrors.image ?? reply.formError);
    form.setValue(name, reply.done!.url as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true });
    input.value = "";
  };

  return (
    <div className="grid gap-3">
      <FormField
        label={label}
        requiredMark
        inputMode="url"
        placeholder={placeholder}
        error={fieldError(form.formState.errors, name)}
        {...form.register(name)}
      />
      <ImageFileField label={uploadLabel} error={uploadError} disabled={progress !== null} onChange={upload} />
      {progress !== null && <UploadProgress progress={progress} />}
      {value && isImageSource(value) && (
        <div className="flex items-center gap-3">
          <img src={value} alt="" width={96} height={64} className="h-16 w-24 rounded-md bg-slate-100 object-cover" />
          <p className="text-sm text-slate-600">Preview</p>
        </div>
      )}
    </div>
  );
}
