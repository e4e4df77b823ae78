import { describe, expect, it } from "vitest";
import { consoleMailer, mailLine } from "./mailer.ts";

describe("consoleMailer", () => {
  it("prints a reset mail as one readable line with the link as it is", async () => {
    const lines: string[] = [];
    const mailer = consoleMailer((line) => lines.push(line));
    await mailer.send({
      to: "nova@soundship.test",
      subject: "Reset your Soundship password",
      text: "Open this link to choose a new password (valid for one hour):\nhttp://localhost:3000/login?reset_token=a%2Bb",
    });
    expect(lines).toEqual([
      "Mail to nova@soundship.test · Reset your Soundship password · Open this link to choose a new password (valid for one hour): http://localhost:3000/login?reset_token=a%2Bb",
    ]);
    expect(mailer.sent).toHaveLength(1);
  });

  it("keeps one line whatever the text's line breaks", () => {
    expect(mailLine({ to: "a@b.c", subject: "Hi", text: "one\r\n\n  two\n" })).toBe("Mail to a@b.c · Hi · one two");
  });
});
