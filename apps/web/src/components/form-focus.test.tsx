// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Form, FormField, useSchemaForm } from "./form";
import { TextInput } from "./form-inputs";

// The focus after a refused submit, in a DOM: which box holds it, and that it stays while the pilot types.

const cupSchema = z.object({ name: z.string().min(1, "Required"), place: z.string().min(1, "Required") });

function CupForm() {
  const form = useSchemaForm(cupSchema, { name: "", place: "" });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <FormField<z.input<typeof cupSchema>, "name"> name="name" label="Name">
        {(control) => <TextInput {...control} />}
      </FormField>
      <FormField<z.input<typeof cupSchema>, "place"> name="place" label="Place">
        {(control) => <TextInput {...control} />}
      </FormField>
    </Form>
  );
}

/** Types `text` into a React-controlled box as a keystroke does: the value changes, then `input` fires. */
function type(box: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(box, text);
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

let root: Root;
let host: HTMLDivElement;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe("a refused submit", () => {
  it("puts the focus on the first refused box, and leaves it there while the pilot types", async () => {
    await act(async () => root.render(<CupForm />));
    const [name, place] = [...host.querySelectorAll("input")] as [HTMLInputElement, HTMLInputElement];
    await act(async () => host.querySelector("form")!.requestSubmit());
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");

    // The first letter clears the name's refusal; any focusing still waiting on a timer must not
    // then pull the focus onto the next refused box (a slow device runs timers late).
    await act(async () => type(name, "N"));
    expect(name.getAttribute("aria-invalid")).toBeNull();
    await act(async () => vi.runAllTimers());
    expect(document.activeElement).toBe(name);
    expect(place.getAttribute("aria-invalid")).toBe("true");
  });
});
