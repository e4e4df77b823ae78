import { useState } from "react";
import { Plus, Target } from "lucide-react";
import { QUEST_EVENTS, QUEST_TYPES, saveQuestInputSchema, type Quest } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, Input, Textarea } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { Select } from "@/components/ui/select";
import { useAction } from "@/lib/use-action";
import { useOverseerAction, useOverseerContent } from "../api/content";
import { DataTable, type Column } from "../components/data-table";
import { EditorDialog } from "../components/editor-dialog";
import { checkForm, serverErrors, type FieldErrors } from "../components/field-errors";

interface Draft {
  id?: string;
  title: string;
  description: string;
  quest_type: string;
  objective_event: string;
  objective_count: string;
  stardust_reward: string;
  xp_reward: string;
  is_active: string;
}

const NEW: Draft = { title: "", description: "", quest_type: "daily", objective_event: "upload", objective_count: "1", stardust_reward: "0", xp_reward: "", is_active: "yes" };

const draftOf = (quest: Quest): Draft => ({
  id: quest.id,
  title: quest.title,
  description: quest.description,
  quest_type: quest.quest_type,
  objective_event: quest.objective_event,
  objective_count: String(quest.objective_count),
  stardust_reward: String(quest.stardust_reward),
  xp_reward: quest.xp_reward === null ? "" : String(quest.xp_reward),
  is_active: quest.is_active ? "yes" : "no",
});

/** A number field's text as the schema sees it: empty stays empty (so the error says so), else a number. */
const numberOf = (text: string) => (text.trim() === "" ? undefined : Number(text));

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Quests: create, edit and deactivate; the objective (event and count) and the rewards. */
export function QuestsTab() {
  const content = useOverseerContent();
  const [editing, setEditing] = useState<Draft | null>(null);
  const columns: readonly Column<Quest>[] = [
    { header: "Quest", cell: (quest) => <span className="font-medium">{quest.title}</span> },
    { header: "Type", cell: (quest) => quest.quest_type },
    { header: "Objective", cell: (quest) => `${quest.objective_event} × ${quest.objective_count}` },
    { header: "Rewards", cell: (quest) => `${quest.stardust_reward} SD${quest.xp_reward ? `, ${quest.xp_reward} XP` : ""}` },
    { header: "State", cell: (quest) => (quest.is_active ? <Badge tone="go">Active</Badge> : <Badge tone="muted">Inactive</Badge>) },
    {
      header: "Edit",
      cell: (quest) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing(draftOf(quest))}>
          Edit<span className="sr-only"> {quest.title}</span>
        </Button>
      ),
    },
  ];
  return (
    <div>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing(NEW)}>
          <Plus aria-hidden /> New quest
        </Button>
      </div>
      {content.isPending ? (
        <LoadingState />
      ) : (
        <DataTable caption="Quests" columns={columns} rows={content.data?.quests ?? []} rowKey={(quest) => quest.id} empty={<EmptyState icon={Target} title="No quests yet" />} />
      )}
      {editing ? <QuestForm key={editing.id ?? "new"} initial={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function QuestForm({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useOverseerAction("overseerSaveQuest", initial.id ? "Quest saved" : "Quest created");
  const set = (field: keyof Draft) => (value: string) => setDraft((old) => ({ ...old, [field]: value }));
  const submit = useAction(async () => {
    const input = {
      ...(draft.id ? { id: draft.id } : {}),
      title: draft.title,
      description: draft.description,
      quest_type: draft.quest_type,
      objective_event: draft.objective_event,
      objective_count: numberOf(draft.objective_count),
      stardust_reward: numberOf(draft.stardust_reward),
      xp_reward: numberOf(draft.xp_reward) ?? null,
      is_active: draft.is_active === "yes",
    };
    const invalid = checkForm(saveQuestInputSchema, input);
    if (invalid) return setErrors(invalid);
    try {
      await save.mutateAsync(saveQuestInputSchema.parse(input));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  });

  return (
    <EditorDialog title={initial.id ? "Edit quest" : "New quest"} onClose={onClose} onSubmit={() => void submit.run()} pending={submit.pending} formError={errors.form} submitText={initial.id ? "Save quest" : "Create quest"}>
      <Field label="Title" error={errors.title} className="sm:col-span-2">
        {(control) => <Input {...control} value={draft.title} onChange={(event) => set("title")(event.target.value)} />}
      </Field>
      <Field label="Description" error={errors.description} className="sm:col-span-2">
        {(control) => <Textarea {...control} value={draft.description} onChange={(event) => set("description")(event.target.value)} />}
      </Field>
      <Field label="Type" error={errors.quest_type}>
        {(control) => <Select {...control} value={draft.quest_type} onValueChange={set("quest_type")} options={options(QUEST_TYPES)} />}
      </Field>
      <Field label="Objective event" error={errors.objective_event}>
        {(control) => <Select {...control} value={draft.objective_event} onValueChange={set("objective_event")} options={options(QUEST_EVENTS)} />}
      </Field>
      <Field label="Objective count" hint="How many times the event must happen in the period." error={errors.objective_count}>
        {(control) => <Input {...control} inputMode="numeric" value={draft.objective_count} onChange={(event) => set("objective_count")(event.target.value)} />}
      </Field>
      <Field label="Stardust reward" error={errors.stardust_reward}>
        {(control) => <Input {...control} inputMode="numeric" value={draft.stardust_reward} onChange={(event) => set("stardust_reward")(event.target.value)} />}
      </Field>
      <Field label="XP reward" hint="Empty for none." error={errors.xp_reward}>
        {(control) => <Input {...control} inputMode="numeric" value={draft.xp_reward} onChange={(event) => set("xp_reward")(event.target.value)} />}
      </Field>
      <Field label="State" hint="An inactive quest leaves the Quest Bay." error={errors.is_active}>
        {(control) => (
          <Select
            {...control}
            value={draft.is_active}
            onValueChange={set("is_active")}
            options={[
              { value: "yes", label: "Active" },
              { value: "no", label: "Inactive" },
            ]}
          />
        )}
      </Field>
    </EditorDialog>
  );
}
