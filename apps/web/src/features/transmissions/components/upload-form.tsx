import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Rocket } from "lucide-react";
import { DEFAULT_GENRE, MESSAGES, UPLOAD_TEXTS, hasGenre, type Genre, type MediaType, type UploadKind } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/input";
import { pagePath } from "@/lib/routing/pages";
import { toast } from "@/lib/ui/toast";
import { useAction } from "@/lib/hooks/use-action";
import { fileProblem } from "../file-checks";
import { focusWhenShown, trackElementId } from "../track-focus";
import { useTransmission } from "../hooks/use-transmission";
import { FileField } from "./file-field";
import { GenreField } from "./genre-field";
import { TransmissionProgress } from "./transmission-progress";

/** The Transmission Bay and the Upload page differ only in these (SPEC.md sections 2 and 8). */
export interface FormVariant {
  showCancel: boolean;
  showSize: boolean;
  success: string;
  failure: (message: string) => string;
}

export const BAY_VARIANT: FormVariant = { showCancel: true, showSize: true, success: UPLOAD_TEXTS.transmissionSuccess, failure: UPLOAD_TEXTS.transmissionFailed };
export const UPLOAD_VARIANT: FormVariant = { showCancel: false, showSize: false, success: UPLOAD_TEXTS.uploadSuccess, failure: UPLOAD_TEXTS.uploadFailed };

interface UploadFormProps {
  mediaType: MediaType;
  variant: FormVariant;
  /** The size caps per kind, once the allowance has loaded. */
  maxBytes?: Record<UploadKind, number>;
  onBusyChange?: (busy: boolean) => void;
}

/** File, title, description and (beats and songs) genre; Launch Transmission sends it. */
export function UploadForm({ mediaType, variant, maxBytes, onBusyChange }: UploadFormProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [genre, setGenre] = useState<Genre>(DEFAULT_GENRE);
  const [errors, setErrors] = useState<{ file?: string; title?: string }>({});
  const { state, send } = useTransmission();
  const launch = useAction(transmit);
  const busy = state.phase === "busy" || launch.pending;

  async function transmit() {
    // SPEC.md section 5: the file is checked first, with its own message.
    if (!file) {
      setErrors({ file: MESSAGES.uploadNoFile });
      toast.error(MESSAGES.uploadNoFile);
      return;
    }
    const problem = fileProblem(mediaType, file, maxBytes);
    if (problem) return setErrors({ file: problem });
    if (!title.trim()) {
      setErrors({ title: "Title is required" });
      return;
    }
    setErrors({});
    onBusyChange?.(true);
    const result = await send({ file, mediaType, title: title.trim(), description, genre: hasGenre(mediaType) ? genre : undefined });
    onBusyChange?.(false);
    if (result.phase === "failure") return void toast.error(variant.failure(result.message), { scope: "upload" });
    toast.success(variant.success, { scope: "upload" });
    // The button that had focus is about to be reset; the pilot's eyes and keyboard go to the new track.
    if (result.phase === "success") focusWhenShown(trackElementId(result.beat.id));
    setFile(null);
    setTitle("");
    setDescription("");
    setGenre(DEFAULT_GENRE);
    if (fileInput.current) fileInput.current.value = "";
  }

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void launch.run();
      }}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <FileField
        ref={fileInput}
        mediaType={mediaType}
        file={file}
        showSize={variant.showSize}
        error={errors.file}
        disabled={busy}
        onChange={(next) => (setFile(next), setErrors((old) => ({ ...old, file: next ? fileProblem(mediaType, next, maxBytes) : undefined })))}
      />
      <Field label="Title" error={errors.title}>
        {(control) => <Input {...control} name="title" aria-required value={title} disabled={busy} maxLength={200} onChange={(event) => setTitle(event.target.value)} />}
      </Field>
      <Field label="Description">
        {(control) => <Textarea {...control} name="description" value={description} disabled={busy} maxLength={5000} onChange={(event) => setDescription(event.target.value)} />}
      </Field>
      {hasGenre(mediaType) ? <GenreField value={genre} disabled={busy} onChange={setGenre} /> : null}
      {state.phase === "busy" ? <TransmissionProgress sent={state.sent} total={state.total} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {variant.showCancel ? (
          <Button variant="secondary" asChild>
            <Link to={pagePath("Dashboard")}>Cancel</Link>
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          <Rocket aria-hidden />
          {busy ? UPLOAD_TEXTS.transmitting : UPLOAD_TEXTS.launch}
        </Button>
      </div>
    </form>
  );
}
