import { useState } from "react";
import { Plus, Target } from "lucide-react";
import { QUEST_EVENTS, QUEST_TYPES, type Quest } from "@soundship/shared";
import type { FunctionInput } from "@soundship/sdk";
import { fieldsOf } from "@/components/form";
import { ChoiceInput, NumberInput, optionsOf, TextAreaInput, TextInput } from "@/components/form-inputs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { useOverseerContent } from "../api/content";
import { DataTable, type Column } from "../components/data-table";
import { EditorDialog } from "../components/editor-dialog";
import { useOverseerForm } from "../components/overseer-form";

type QuestInput = FunctionInput<"overseerSaveQuest">;

const QuestField = fieldsOf<QuestInput>();

const NEW: QuestInput = { title: "", description: "", quest_type: "daily", objective_event: "upload", objective_count: 1, stardust_reward: 0, xp_reward: null, is_active: true };

/** The saved quest as the form's values: the save schema's keys, picked from it. */
const valuesOf = ({ id, title, description, quest_type, objective_event, objective_count, stardust_reward, xp_reward, is_active }: Quest): QuestInput => ({
  id,
  title,
  description,
  quest_type,
  objective_event,
  objective_count,
  stardust_reward,
  xp_reward,
  is_active,
});

const STATE_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
] as const;

/** Quests: create, edit and deactivate; the objective (event and count) and the rewards. */
export function QuestsTab() {
  const content = useOverseerContent();
  const [editing, setEditing] = useState<QuestInput | null>(null);
  const columns: readonly Column<Quest>[] = [
    { header: "Quest", cell: (quest) => <span className="font-medium">{quest.title}</span> },
    { header: "Type", cell: (quest) => quest.quest_type },
    { header: "Objective", cell: (quest) => `${quest.objective_event} × ${quest.objective_count}` },
    { header: "Rewards", cell: (quest) => `${quest.stardust_reward} SD${quest.xp_reward ? `, ${quest.xp_reward} XP` : ""}` },
    { header: "State", cell: (quest) => (quest.is_active ? <Badge tone="go">Active</Badge> : <Badge tone="muted">Inactive</Badge>) },
    {
      header: "Edit",
      cell: (quest) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing(valuesOf(quest))}>
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

function QuestForm({ initial, onClose }: { initial: QuestInput; onClose: () => void }) {
  const editor = useOverseerForm("overseerSaveQuest", initial.id ? "Quest saved" : "Quest created", initial, onClose);
  return (
    <EditorDialog title={initial.id ? "Edit quest" : "New quest"} editor={editor} onClose={onClose} submitText={initial.id ? "Save quest" : "Create quest"}>
      <QuestField name="title" label="Title" className="sm:col-span-2">
        {(control) => <TextInput {...control} />}
      </QuestField>
      <QuestField name="description" label="Description" className="sm:col-span-2">
        {(control) => <TextAreaInput {...control} />}
      </QuestField>
      <QuestField name="quest_type" label="Type">
        {(control) => <ChoiceInput {...control} options={optionsOf(QUEST_TYPES)} />}
      </QuestField>
      <QuestField name="objective_event" label="Objective event">
        {(control) => <ChoiceInput {...control} options={optionsOf(QUEST_EVENTS)} />}
      </QuestField>
      <QuestField name="objective_count" label="Objective count" hint="How many times the event must happen in the period.">
        {(control) => <NumberInput {...control} inputMode="numeric" />}
      </QuestField>
      <QuestField name="stardust_reward" label="Stardust reward">
        {(control) => <NumberInput {...control} inputMode="numeric" />}
      </QuestField>
      <QuestField name="xp_reward" label="XP reward" hint="Empty for none.">
        {(control) => <NumberInput {...control} inputMode="numeric" />}
      </QuestField>
      <QuestField name="is_active" label="State" hint="An inactive quest leaves the Quest Bay.">
        {({ value, onChange, ...control }) => (
          <ChoiceInput {...control} value={value === false ? "inactive" : "active"} onChange={(state) => onChange(state === "active")} options={STATE_OPTIONS} />
        )}
      </QuestField>
    </EditorDialog>
  );
}
