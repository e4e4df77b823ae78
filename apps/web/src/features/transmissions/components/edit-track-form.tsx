import { useEffect, useRef, useState, type FormEvent } from "react";
import { DEFAULT_GENRE, hasGenre, type Beat, type Genre, type MediaType } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/input";
import { useAction } from "@/lib/hooks/use-action";
import { useUpdateTransmission } from "../api/update-transmission";
import { GenreField } from "./genre-field";

interface EditTrackFormProps {
  track: Beat;
  /** Called after a save or a cancel; the card goes back to showing the track. */
  onClose: () => void;
}

/** Title, description and (beats and songs) genre of a track, edited in place. Escape cancels. */
export function EditTrackForm({ track, onClose }: EditTrackFormProps) {
  const [title, setTitle] = useState(track.title);
  const [description, setDescription] = useState(track.description);
  const [genre, setGenre] = useState<Genre>(track.genre ?? DEFAULT_GENRE);
  const [error, setError] = useState<string>();
  const titleRef = useRef<HTMLInputElement>(null);
  const update = useUpdateTransmission();
  const withGenre = hasGenre(track.media_type as MediaType);
  const save = useAction(async () => {
    await update.mutateAsync({ id: track.id, edit: { title: title.trim(), description, genre: withGenre ? genre : null } });
    onClose();
  });

  useEffect(() => titleRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError("Title is required");
    setError(undefined);
    void save.run();
  };

  return (
    <form
      noValidate
      aria-label={`Edit ${track.title}`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !save.pending) {
          event.stopPropagation();
          onClose();
        }
      }}
      className="flex flex-col gap-3"
    >
      <Field label="Title" error={error}>
        {(control) => <Input {...control} ref={titleRef} aria-required value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />}
      </Field>
      <Field label="Description">
        {(control) => <Textarea {...control} value={description} maxLength={5000} onChange={(event) => setDescription(event.target.value)} />}
      </Field>
      {withGenre ? <GenreField value={genre} onChange={setGenre} /> : null}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onClose} disabled={save.pending}>
          Cancel
        </Button>
        <Button size="sm" type="submit" disabled={save.pending} aria-busy={save.pending || undefined}>
          {save.pending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
