import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import { ArrowLeft, ArrowRight, Rocket } from "lucide-react";
import { battleFormSchema, canCreateBattles, type User } from "@soundship/shared";
import { Form, useSchemaForm } from "@/components/form";
import { ConfirmSpend, stardustSpendLines } from "@/components/confirm-spend-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { pagePath } from "@/lib/routing/pages";
import { useAction } from "@/lib/hooks/use-action";
import { useCreateBattle } from "../api/create-battle";
import { BasicInfoStep } from "./basic-info-step";
import { FIELDS, INITIAL_VALUES } from "./creator-fields";
import { HostTierNotice } from "./host-tier-notice";
import { ReviewStep } from "./review-step";
import { RulesStep } from "./rules-step";
import { ScheduleStep } from "./schedule-step";
import { SchemaProblems, type Problem } from "./schema-problems";
import { WIZARD_STEPS, WizardStepper } from "./wizard-stepper";

const LAST_STEP = WIZARD_STEPS.length - 1;
const TIER_NOTICE_ID = "host-tier-notice";

/**
 * SPEC.md section 2's four-step wizard. Steps are not gated (section 4); the form's resolver is the
 * shared schema, checked as the values change, so each step shows the server's own objections before Launch.
 */
export function BattleWizard({ user }: { user: User | undefined }) {
  const [step, setStep] = useState(0);
  const form = useSchemaForm(battleFormSchema, INITIAL_VALUES, { validateAtOnce: true });
  const create = useCreateBattle();
  const launch = useAction(create.mutateAsync);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const canHost = canCreateBattles(user?.membership_tier);

  // The review shows the values as the schema parses them (the same parse the resolver made).
  const values = useWatch({ control: form.control });
  const parsed = battleFormSchema.safeParse(values);
  const problems: Problem[] = Object.entries(form.formState.errors).map(([name, error]) => {
    const field = FIELDS[name as keyof typeof FIELDS] ?? FIELDS.title;
    return { label: field.label, message: String(error?.message ?? ""), step: field.step };
  });

  // A new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  // Enter in a field moves on, like Next; launching takes the Launch Battle button itself.
  function next() {
    if (step < LAST_STEP) goTo(step + 1);
  }

  function launchBattle(event: MouseEvent) {
    // Launch Battle takes Next's place: the second click of a double click on Next must not launch.
    if (event.detail > 1 || !parsed.success || !canHost) return;
    void launch.run(parsed.data);
  }

  return (
    <>
      {canHost ? null : <HostTierNotice id={TIER_NOTICE_ID} tier={user?.membership_tier} />}
      <WizardStepper step={step} />
      <Card className="mx-auto max-w-3xl">
        <Form form={form} onSubmit={next} onInvalid={next} aria-busy={launch.pending}>
          <CardHeader>
            <CardTitle ref={heading} tabIndex={-1} className="outline-none">
              {WIZARD_STEPS[step]}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {step === 0 ? <BasicInfoStep /> : null}
            {step === 1 ? <RulesStep balance={user?.stardust} /> : null}
            {step === 2 ? <ScheduleStep /> : null}
            {step === 3 ? parsed.success ? <ReviewStep form={parsed.data} /> : <SchemaProblems problems={problems} onGoTo={goTo} /> : null}
          </CardContent>
          <div className="flex items-center justify-between gap-2 border-t border-line p-5">
            {step === 0 ? (
              <Button variant="secondary" asChild>
                {/* Cancel takes Back's place on step 1: the second click of a double click on Back stays. */}
                <Link to={pagePath("Dashboard")} onClick={(event) => event.detail > 1 && event.preventDefault()}>
                  Cancel
                </Link>
              </Button>
            ) : (
              <Button variant="secondary" disabled={launch.pending} onClick={() => goTo(step - 1)}>
                <ArrowLeft aria-hidden />
                Back
              </Button>
            )}
            {step < LAST_STEP ? (
              <Button type="submit">
                Next
                <ArrowRight aria-hidden />
              </Button>
            ) : (
              <LaunchButton
                prizePool={parsed.success ? parsed.data.prize_pool : 0}
                balance={user?.stardust}
                disabled={!parsed.success || !canHost || launch.pending}
                describedBy={canHost ? undefined : TIER_NOTICE_ID}
                pending={launch.pending}
                onLaunch={launchBattle}
                onConfirm={() => (parsed.success && canHost ? launch.run(parsed.data) : Promise.resolve())}
              />
            )}
          </div>
        </Form>
      </Card>
    </>
  );
}

interface LaunchButtonProps {
  prizePool: number;
  balance: number | undefined;
  disabled: boolean;
  describedBy: string | undefined;
  pending: boolean;
  onLaunch: (event: MouseEvent) => void;
  onConfirm: () => Promise<unknown>;
}

/**
 * Launch Battle: a prize pool is Stardust spent into escrow, so it is confirmed first (and one the
 * host cannot cover disables Launch, with the shortfall); without one it launches at once.
 */
function LaunchButton({ prizePool, balance, disabled, describedBy, pending, onLaunch, onConfirm }: LaunchButtonProps) {
  const label = (
    <>
      <Rocket aria-hidden />
      {pending ? "Launching..." : "Launch Battle"}
    </>
  );
  if (prizePool <= 0) {
    return (
      <Button disabled={disabled} aria-describedby={describedBy} onClick={onLaunch}>
        {label}
      </Button>
    );
  }
  const short = balance !== undefined && prizePool > balance;
  return (
    <div className="flex flex-col items-end gap-1">
      <ConfirmSpend
        title="Launch this battle?"
        description="The prize pool leaves your balance into escrow now; it comes back if nobody enters or votes."
        lines={stardustSpendLines(prizePool, balance)}
        confirmLabel={`Pay ${prizePool} SD and launch`}
        onConfirm={onConfirm}
        trigger={(open) => (
          <Button
            disabled={disabled || short}
            aria-describedby={describedBy}
            // The second click of a double click on Next must not open it.
            onClick={(event) => event.detail <= 1 && open()}
          >
            {label}
          </Button>
        )}
      />
      {short ? <p className="text-xs font-semibold text-warn">You need {prizePool - balance} more SD for this prize pool.</p> : null}
    </div>
  );
}
