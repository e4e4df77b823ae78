import { forwardRef } from "react";
import { UPLOAD_ACCEPT, type MediaType } from "@soundship/shared";
import { Field, Input } from "@/components/ui/input";
import { fileSize } from "../transmission-format";

interface FileFieldProps {
  mediaType: MediaType;
  file: File | null;
  /** The Transmission Bay shows the chosen file's name and size; the Upload page does not. */
  showSize: boolean;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/** The file picker with SPEC.md's accept filter for the type. */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { mediaType, file, showSize, error, disabled, onChange },
  ref,
) {
  return (
    <Field label="File" error={error} hint={showSize && file ? `${file.name} · ${fileSize(file.size)}` : undefined}>
      {(control) => (
        <Input
          {...control}
          ref={ref}
          type="file"
          name="file"
          accept={UPLOAD_ACCEPT[mediaType]}
          aria-required
          disabled={disabled}
          className="py-2"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
});
