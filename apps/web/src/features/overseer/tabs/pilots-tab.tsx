import { useState } from "react";
import { Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, Input } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { formatDateTime, tierName } from "@/lib/format/format";
import { useOverseerAction, usePilotDetails, usePilotSearch, type PilotDetails, type PilotRow } from "../api/overseer-queries";
import { ActionForm } from "../components/action-form";
import { DataTable, type Column } from "../components/data-table";
import { FilterBar } from "../components/filter-bar";

const callsign = (pilot: { username: string | null; full_name: string }) => pilot.username ?? pilot.full_name;

/** Pilots: find one by e-mail or callsign, read their books, grant or take Stardust, ban or unban. */
export function PilotsTab() {
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<string | null>(null);
  const search = usePilotSearch(query);

  const columns: readonly Column<PilotRow>[] = [
    { header: "Callsign", cell: (pilot) => callsign(pilot) },
    { header: "E-mail", cell: (pilot) => pilot.email },
    { header: "Balance", cell: (pilot) => `${pilot.stardust} SD`, className: "tabular-nums" },
    { header: "Tier", cell: (pilot) => (pilot.membership_tier ? tierName(pilot.membership_tier) : "—") },
    { header: "State", cell: (pilot) => (pilot.banned_at ? <Badge tone="alert">Banned</Badge> : pilot.role === "admin" ? <Badge>Admin</Badge> : null) },
    {
      header: "Open",
      cell: (pilot) => (
        <Button size="sm" variant="secondary" onClick={() => setSelected(pilot.id)} aria-label={`Open ${pilot.email}`}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <section aria-label="Pilots" className="flex flex-col gap-4">
      <FilterBar label="Find a pilot" onApply={() => setQuery(draft.trim())}>
        <Field label="E-mail or callsign" className="w-72">
          {(control) => <Input {...control} value={draft} onChange={(event) => setDraft(event.target.value)} />}
        </Field>
      </FilterBar>
      {search.isPending ? (
        <LoadingState />
      ) : (
        <DataTable
          caption="Pilots found"
          columns={columns}
          rows={search.data?.pilots ?? []}
          rowKey={(pilot) => pilot.id}
          empty={<EmptyState icon={Users} title="No pilot matches" />}
        />
      )}
      {selected ? <PilotPanel pilotId={selected} /> : null}
    </section>
  );
}

function PilotPanel({ pilotId }: { pilotId: string }) {
  const [page, setPage] = useState(0);
  const details = usePilotDetails(pilotId, page);
  if (!details.data) return details.isError ? <p role="alert">This pilot could not be loaded.</p> : <LoadingState />;
  const { pilot, membership, ledger } = details.data;
  const pages = Math.max(1, Math.ceil(ledger.total / ledger.page_size));
  return (
    <Card aria-label={`Pilot ${pilot.email}`}>
      <CardHeader>
        <CardTitle>
          {callsign(pilot)} <span className="text-sm font-normal wrap-anywhere text-ink-muted">{pilot.email}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <Fact label="Balance" value={`${pilot.stardust} SD`} />
          <Fact label="XP" value={String(pilot.xp)} />
          <Fact label="Tier" value={pilot.membership_tier ? tierName(pilot.membership_tier) : "None"} />
          <Fact
            label="Membership"
            value={membership ? `${tierName(membership.tier)} ${membership.billing_cycle}, ${membership.status} until ${formatDateTime(membership.expires_at)}` : "None"}
          />
          <Fact label="Battles won" value={String(pilot.battles_won)} />
          <Fact label="Live sessions" value={String(pilot.active_sessions)} />
          <Fact label="Ledger sum" value={`${ledger.sum} SD`} />
          <Fact label="Status" value={pilot.banned_at ? `Banned: ${pilot.ban_reason ?? ""}` : "Active"} />
        </dl>
        <div className="grid gap-6 lg:grid-cols-2">
          <GrantForm pilot={pilot} />
          <BanForm pilot={pilot} />
        </div>
        <div>
          <h3 className="mb-2 font-display text-base font-semibold text-ink">Ledger</h3>
          <DataTable
            caption={`Ledger of ${pilot.email}`}
            columns={LEDGER_COLUMNS}
            rows={ledger.transactions}
            rowKey={(row) => row.id}
            empty={<p className="text-sm text-ink-muted">No transactions.</p>}
          />
          <div className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
            <Button size="sm" variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span>
              Page {page + 1} of {pages}
            </span>
            <Button size="sm" variant="ghost" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

type LedgerRow = PilotDetails["ledger"]["transactions"][number];
const LEDGER_COLUMNS: readonly Column<LedgerRow>[] = [
  { header: "When", cell: (row) => formatDateTime(row.created_date), className: "whitespace-nowrap" },
  { header: "Type", cell: (row) => <code className="text-xs">{row.transaction_type}</code> },
  { header: "Amount", cell: (row) => (row.amount > 0 ? `+${row.amount}` : String(row.amount)), className: "tabular-nums" },
  { header: "Balance after", cell: (row) => row.balance_after, className: "tabular-nums" },
  { header: "Description", cell: (row) => row.description },
];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}

function GrantForm({ pilot }: { pilot: PilotDetails["pilot"] }) {
  const [amount, setAmount] = useState("");
  const grant = useOverseerAction("overseerGrantStardust", (result) => `Balance is now ${result.stardust} SD`);
  const value = Number(amount);
  return (
    <ActionForm
      label={`Grant or take Stardust for ${pilot.email}`}
      submitLabel="Post to ledger"
      onSubmit={(reason) => grant.mutateAsync({ pilot_id: pilot.id, amount: value, reason }).then(() => setAmount(""))}
    >
      <Field label="Stardust (negative to take)" hint={`The pilot holds ${pilot.stardust} SD; a take cannot go below 0.`}>
        {(control) => <Input {...control} type="number" step={1} required value={amount} onChange={(event) => setAmount(event.target.value)} />}
      </Field>
    </ActionForm>
  );
}

function BanForm({ pilot }: { pilot: PilotDetails["pilot"] }) {
  const ban = useOverseerAction("overseerBanPilot", (result) => `Banned; ${result.sessions_ended} session(s) ended`);
  const unban = useOverseerAction("overseerUnbanPilot", () => "Ban lifted");
  if (pilot.role === "admin") return <p className="text-sm text-ink-muted">Admins cannot be banned.</p>;
  return pilot.banned_at ? (
    <ActionForm label={`Unban ${pilot.email}`} submitLabel="Lift the ban" variant="secondary" onSubmit={(reason) => unban.mutateAsync({ pilot_id: pilot.id, reason })} />
  ) : (
    <ActionForm label={`Ban ${pilot.email}`} submitLabel="Ban pilot" variant="danger" onSubmit={(reason) => ban.mutateAsync({ pilot_id: pilot.id, reason })} />
  );
}
