/** An audit row's before → after, as compact JSON the admin can read at a glance. */
export function ChangeSummary({ before, after }: { before: unknown; after: unknown }) {
  return (
    <div className="flex flex-col gap-1 font-mono text-xs">
      <span className="text-ink-muted">{render(before)}</span>
      <span aria-label="changed to">→ {render(after)}</span>
    </div>
  );
}

function render(value: unknown): string {
  if (value === null || value === undefined) return "—";
  return JSON.stringify(value);
}
