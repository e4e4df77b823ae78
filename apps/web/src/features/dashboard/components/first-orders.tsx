import type { FirstOrder } from "@soundship/shared";
import { CheckCircle2, Gavel, Radio, Swords, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { pagePath, type PageName } from "@/lib/routing/pages";
import type { FirstOrders as FirstOrdersReply } from "../api/first-orders";

const ORDERS: Record<FirstOrder, { title: string; hint: string; page: PageName; icon: LucideIcon }> = {
  upload: { title: "Upload your first track", hint: "Send a beat or a song from the Transmission Bay", page: "TransmissionBay", icon: Radio },
  enter_battle: { title: "Enter a battle", hint: "Pick an open battle in the Battle Arena", page: "TournamentHub", icon: Swords },
  judge_three: { title: "Judge three entries", hint: "Score other pilots' entries in the Judge Panel", page: "JudgePanel", icon: Gavel },
};

/** A new pilot's first orders in the order to walk them, each ticked off once the server counts it done. */
export function FirstOrders({ orders }: { orders: FirstOrdersReply["orders"] }) {
  const done = orders.filter((order) => order.done).length;
  return (
    <Card aria-labelledby="first-orders-title" className="mb-6">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id="first-orders-title">First Orders</CardTitle>
        <span className="text-sm text-ink-muted">
          {done} of {orders.length} done
        </span>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 md:grid-cols-3">
          {orders.map((state, index) => {
            const order = ORDERS[state.order];
            const Icon = order.icon;
            return (
              <li key={state.order}>
                <Link
                  to={pagePath(order.page)}
                  aria-label={`${index + 1}. ${order.title}: ${state.done ? "done" : `${state.progress} of ${state.goal}`}`}
                  className="flex h-full items-start gap-3 rounded-lg border border-line bg-space/40 p-3 transition-colors hover:border-signal/60 hover:bg-signal/10"
                >
                  {state.done ? <CheckCircle2 className="size-5 shrink-0 text-go" aria-hidden /> : <Icon className="size-5 shrink-0 text-signal-strong" aria-hidden />}
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold text-ink">
                      {index + 1}. {order.title}
                    </span>
                    <span className="text-xs text-ink-muted">{state.done ? "Done" : state.goal > 1 ? `${state.progress} of ${state.goal} · ${order.hint}` : order.hint}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
