import { renderToStaticMarkup } from "react-dom/server";
import { Gem } from "lucide-react";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";
import { Button } from "./button";
import { Card, CardContent, CardTitle } from "./card";
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from "./dialog";
import { EmptyState } from "./empty-state";
import { Field, Input, Textarea } from "./input";
import { LoadingState } from "./loading-state";
import { Progress } from "./progress";
import { Select } from "./select";
import { Slider } from "./slider";
import { StatTile } from "./stat-tile";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { Tooltip, TooltipProvider } from "./tooltip";

// Server rendering is enough to prove each primitive renders its semantics; behaviour is covered in e2e/.
const html = (node: React.ReactNode) => renderToStaticMarkup(<TooltipProvider>{node}</TooltipProvider>);

describe("design system primitives", () => {
  it("button defaults to type=button and can render its child instead", () => {
    expect(html(<Button>Launch</Button>)).toContain('type="button"');
    expect(html(<Button asChild><a href="/Dashboard">Home</a></Button>)).toMatch(/^<a [^>]*href="\/Dashboard"/);
  });

  it("field ties its label, hint and error to the control", () => {
    const markup = html(<Field label="Title" hint="Shown to judges" error="Required">{(control) => <Input {...control} />}</Field>);
    const id = /<input[^>]* id="([^"]+)"/.exec(markup)?.[1];
    expect(markup).toContain(`for="${id}"`);
    expect(markup).toContain(`aria-describedby="${id}-hint ${id}-error"`);
    expect(markup).toContain('aria-invalid="true"');
    expect(html(<Textarea aria-label="Notes" />)).toContain("<textarea");
  });

  it("progress, slider and select expose their roles and names", () => {
    expect(html(<Progress value={40} label="Quest progress" />)).toMatch(/role="progressbar"[^>]*aria-label="Quest progress"|aria-label="Quest progress"[^>]*role="progressbar"/);
    expect(html(<Slider label="Creativity" min={0} max={10} step={1} defaultValue={[5]} />)).toContain('aria-label="Creativity"');
    expect(html(<Select id="genre" options={[{ value: "trap", label: "Trap" }]} defaultValue="trap" />)).toContain('role="combobox"');
  });

  it("tabs, dialog trigger and tooltip trigger render accessible controls", () => {
    const tabs = html(
      <Tabs defaultValue="daily">
        <TabsList>
          <TabsTrigger value="daily">Daily</TabsTrigger>
        </TabsList>
        <TabsContent value="daily">Quests</TabsContent>
      </Tabs>,
    );
    expect(tabs).toContain('role="tab"');
    expect(tabs).toContain('role="tabpanel"');
    const dialog = html(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent>
          <DialogHeader title="Confirm" />
        </DialogContent>
      </Dialog>,
    );
    expect(dialog).toContain('aria-haspopup="dialog"');
    expect(html(<Tooltip content="Help"><button type="button">?</button></Tooltip>)).toContain("<button");
  });

  it("cards title a section, badges take their tone, tiles pair a term with its value", () => {
    expect(html(<Card><CardTitle>Vault</CardTitle><CardContent>1</CardContent></Card>)).toMatch(/^<section[^>]*><h2[^>]*>Vault<\/h2>/);
    expect(html(<Badge tone="go">+50</Badge>)).toMatch(/^<span class="[^"]*text-go[^"]*">\+50<\/span>$/);
    expect(html(<Badge>New</Badge>)).toMatch(/class="[^"]*text-signal-strong/);
    expect(html(<StatTile label="Stardust" value={120} icon={Gem} />)).toMatch(/<dt[^>]*>Stardust<\/dt><dd[^>]*>120/);
  });

  it("empty and loading states show the next step and announce what is loading", () => {
    const empty = html(<EmptyState title="No transactions yet" description="Complete a quest" action={<Button>Open Quest Bay</Button>} />);
    expect(empty).toMatch(/<p[^>]*>No transactions yet<\/p><p[^>]*>Complete a quest<\/p><button type="button"/);
    expect(html(<EmptyState title="Empty" />)).not.toContain("<button");
    expect(html(<LoadingState text="Loading Rankings..." />)).toMatch(/^<div role="status"[^>]*>.*<p[^>]*>Loading Rankings\.\.\.<\/p><\/div>$/);
    // Without a text the spinner still tells screen readers what it is.
    expect(html(<LoadingState />)).toMatch(/role="status".*<span class="sr-only">Loading<\/span>/);
  });
});
