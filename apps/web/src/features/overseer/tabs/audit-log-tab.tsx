import { useState } from "react";
import { OVERSEER_ACTIONS, AUDIT_TARGET_TYPES } from "@soundship/shared";
import { ScrollText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, Input } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { Select } from "@/components/ui/select";
import { formatDateTime } from "@/lib/format/format";
import { useAuditLog, type AuditEntryView, type AuditLogFilters } from "../api/audit-log";
import { ChangeSummary } from "../components/change-summary";
import { DataTable, type Column } from "../components/data-table";
import { FilterBar } from "../components/filter-bar";

// Radix selects take no empty value: "any" stands for no filter.
const ANY = "any";

const COLUMNS: readonly Column<AuditEntryView>[] = [
  { header: "When", cell: (entry) => formatDateTime(entry.at), className: "whitespace-nowrap" },
  { header: "Admin", cell: (entry) => entry.admin_email },
  { header: "Action", cell: (entry) => <code className="text-xs">{entry.action}</code> },
  { header: "Target", cell: (entry) => <span className="font-mono text-xs">{entry.target_type} {entry.target_id}</span> },
  { header: "Change", cell: (entry) => <ChangeSummary before={entry.before} after={entry.after} /> },
  { header: "Reason", cell: (entry) => entry.reason || "—" },
];

interface Draft {
  admin: string;
  action: string;
  target_type: string;
  target_id: string;
  from: string;
  to: string;
}

const EMPTY: Draft = { admin: "", action: ANY, target_type: ANY, target_id: "", from: "", to: "" };

/** The day `from` starts and `to` ends, in the admin's own timezone, as the server's ISO times. */
function filtersOf(draft: Draft): AuditLogFilters {
  const filters: AuditLogFilters = {};
  if (draft.admin.trim()) filters.admin = draft.admin.trim();
  if (draft.action !== ANY) filters.action = draft.action;
  if (draft.target_type !== ANY) filters.target_type = draft.target_type;
  if (draft.target_id.trim()) filters.target_id = draft.target_id.trim();
  if (draft.from) filters.from = new Date(`${draft.from}T00:00:00`).toISOString();
  if (draft.to) filters.to = new Date(`${draft.to}T23:59:59.999`).toISOString();
  return filters;
}

/** Every Overseer action on the record, newest first, filtered by admin, action, target and date. Read-only. */
export function AuditLogTab() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filters, setFilters] = useState<AuditLogFilters>({});
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  return (
    <div>
      <FilterBar label="Filter the audit log" onApply={() => setFilters(filtersOf(draft))} onClear={() => (setDraft(EMPTY), setFilters({}))}>
        <Field label="Admin" className="w-48">
          {(control) => <Input {...control} placeholder="e-mail" value={draft.admin} onChange={(event) => set("admin")(event.target.value)} />}
        </Field>
        <Field label="Action" className="w-48">
          {(control) => (
            <Select
              {...control}
              value={draft.action}
              onValueChange={set("action")}
              options={[{ value: ANY, label: "Any action" }, ...OVERSEER_ACTIONS.map((action) => ({ value: action, label: action }))]}
            />
          )}
        </Field>
        <Field label="Target type" className="w-40">
          {(control) => (
            <Select
              {...control}
              value={draft.target_type}
              onValueChange={set("target_type")}
              options={[{ value: ANY, label: "Any target" }, ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: type }))]}
            />
          )}
        </Field>
        <Field label="Target id" className="w-56">
          {(control) => <Input {...control} value={draft.target_id} onChange={(event) => set("target_id")(event.target.value)} />}
        </Field>
        <Field label="From" className="w-40">
          {(control) => <Input {...control} type="date" value={draft.from} onChange={(event) => set("from")(event.target.value)} />}
        </Field>
        <Field label="To" className="w-40">
          {(control) => <Input {...control} type="date" value={draft.to} onChange={(event) => set("to")(event.target.value)} />}
        </Field>
      </FilterBar>
      {log.isPending ? (
        <LoadingState text="Loading the audit log..." />
      ) : log.isError ? (
        <div role="alert">
          <EmptyState icon={ScrollText} title="The audit log could not be loaded" action={<Button variant="secondary" onClick={() => void log.refetch()}>Try again</Button>} />
        </div>
      ) : (
        <>
          <DataTable
            caption="Audit log"
            columns={COLUMNS}
            rows={entries}
            rowKey={(entry) => entry.id}
            empty={<EmptyState icon={ScrollText} title="No actions on the record" description="Nothing matches these filters yet." />}
          />
          {log.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                {log.isFetchingNextPage ? "Loading..." : "Older entries"}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
