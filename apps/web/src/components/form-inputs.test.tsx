import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DateTimeInput, isoDateTime, ListInput, localDateTime, NumberInput } from "./form-inputs";

const wiring = { id: "f", name: "f", onBlur: () => undefined, ref: () => undefined, onChange: () => undefined };

describe("form boxes holding the schema's values", () => {
  it("shows a held number as its text, and none as an empty box", () => {
    expect(renderToStaticMarkup(<NumberInput {...wiring} value={16} />)).toContain('value="16"');
    expect(renderToStaticMarkup(<NumberInput {...wiring} value={null} />)).toContain('value=""');
  });

  it("shows an instant in local time to the minute and reads a picked time back as the same instant", () => {
    const picked = "2026-12-05T18:30";
    const iso = isoDateTime(picked);
    expect(iso).toBe(new Date(picked).toISOString());
    expect(localDateTime(iso)).toBe(picked);
    expect(renderToStaticMarkup(<DateTimeInput {...wiring} value={iso} />)).toContain(`value="${picked}"`);
  });

  it("keeps an empty or unreadable time as typed, so the schema names it", () => {
    expect(isoDateTime("")).toBe("");
    expect(localDateTime("")).toBe("");
    expect(localDateTime("soon")).toBe("soon");
  });

  it("shows a long list in the browser's own select, with the held value picked", () => {
    const options = [{ value: "Asia/Tokyo", label: "Asia/Tokyo" }, { value: "UTC", label: "UTC" }];
    const html = renderToStaticMarkup(<ListInput {...wiring} value="UTC" options={options} />);
    expect(html).toMatch(/^<div[^>]*><select[^>]* id="f"/);
    expect(html).toContain('<option value="UTC" selected="">UTC</option>');
    expect(html).toContain('<option value="Asia/Tokyo">Asia/Tokyo</option>');
  });
});
