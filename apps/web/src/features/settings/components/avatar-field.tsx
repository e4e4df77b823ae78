import { useState, type ChangeEvent } from "react";
import { AVATAR_RULES, type User } from "@soundship/shared";
import { Avatar } from "@/components/avatar";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { pilotName } from "@/lib/format/format";
import { useAction } from "@/lib/hooks/use-action";
import { refusalMessage } from "@/lib/sdk/errors";
import { toast } from "@/lib/ui/toast";
import { pictureProblem, useAvatar } from "../api/avatar";

/** The pilot's picture: shown as others see it, replaced by choosing a file (sent at once), or removed. */
export function AvatarField({ user }: { user: User }) {
  const avatar = useAvatar();
  const [error, setError] = useState<string>();
  const save = useAction(async (picture: File | null) => {
    setError(undefined);
    try {
      await avatar.mutateAsync(picture);
      toast.success(picture ? "Picture saved" : "Picture removed", { scope: "avatar" });
    } catch (failure) {
      setError(refusalMessage(failure, picture ? "The picture could not be saved. Try again" : "The picture could not be removed. Try again"));
    }
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so choosing the same file again after a refusal is a change too.
    event.target.value = "";
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return setError(problem);
    void save.run(file);
  };
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Avatar name={pilotName(user)} url={user.avatar_url} colourKey={user.id} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Field label="Profile picture" hint="PNG, JPEG or WebP, up to 2 MB. Other pilots see it on boards and your profile." error={error}>
          {(control) => (
            <Input {...control} type="file" accept={AVATAR_RULES.accept} disabled={save.pending} aria-busy={save.pending || undefined} className="py-2" onChange={choose} />
          )}
        </Field>
        <p role="status" className="text-sm text-ink-muted empty:hidden">
          {save.pending ? "Sending picture..." : null}
        </p>
        {user.avatar_url ? (
          <Button variant="secondary" size="sm" className="self-start" disabled={save.pending} onClick={() => void save.run(null)}>
            Remove picture
          </Button>
        ) : null}
      </div>
    </div>
  );
}
