/** What every Soundship mail is made of; a template fills it in and `renderMail` writes both parts. */
export interface MailContent {
  /** The heading at the top of the HTML part (and the text's first line). */
  heading: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** The one thing the mail asks the reader to do. */
  action?: { label: string; url: string };
  /** Small print after the button: why the mail came, what to do if it was not them. */
  footer: string[];
  /** A link in the small print, such as a notification mail's unsubscribe link. */
  footerLink?: { label: string; url: string };
  /**
   * A button that POSTs `fields` as a form, for pages the server answers in this layout (the
   * unsubscribe link's). Mail clients do not submit forms, so no mail has one, and the text part leaves it out.
   */
  form?: { label: string; url: string; fields: Readonly<Record<string, string>> };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

const BUTTON_STYLE = "display:inline-block;background:#22d3ee;color:#03141b;font-weight:700;text-decoration:none;padding:12px 24px;border-radius:8px;";

/** The plain-text part: every line readable, the link on its own line so any client makes it clickable. */
export function renderText(content: MailContent): string {
  const lines = [content.heading, "", ...content.intro.flatMap((line) => [line, ""])];
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, "");
  lines.push(...content.footer, "");
  if (content.footerLink) lines.push(`${content.footerLink.label}:`, content.footerLink.url, "");
  lines.push("— Soundship Command");
  return lines.join("\n");
}

/**
 * The HTML part in the app's colours (deep space, cyan signal). Inline styles and a table layout,
 * because mail clients drop style sheets; the link is also written out under the button for
 * clients that block it.
 */
export function renderHtml(content: MailContent): string {
  const paragraph = (text: string, style: string) => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(content.action.url)}" style="${BUTTON_STYLE}">${escapeHtml(content.action.label)}</a></p>` +
      paragraph(content.action.url, "font-size:12px;color:#a3b1cc;word-break:break-all;")
    : "";
  const form = content.form
    ? `<form method="post" action="${escapeHtml(content.form.url)}" style="margin:24px 0;">` +
      Object.entries(content.form.fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join("") +
      `<button type="submit" style="${BUTTON_STYLE}border:0;cursor:pointer;font-size:16px;font-family:inherit;">${escapeHtml(content.form.label)}</button></form>`
    : "";
  const footerLink = content.footerLink
    ? `<p style="margin:0 0 16px;font-size:13px;"><a href="${escapeHtml(content.footerLink.url)}" style="color:#67e8f9;">${escapeHtml(content.footerLink.label)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;background:#05060f;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#e6edf7;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#05060f;padding:32px 12px;"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:520px;background:#0b1026;border:1px solid #26335c;border-radius:12px;padding:32px;">
<tr><td>
<p style="margin:0 0 8px;font-size:12px;font-weight:700;letter-spacing:0.3em;color:#a3b1cc;">SOUNDSHIP COMMAND</p>
<h1 style="margin:0 0 24px;font-size:24px;color:#67e8f9;">${escapeHtml(content.heading)}</h1>
${content.intro.map((line) => paragraph(line, "font-size:16px;line-height:1.5;")).join("\n")}
${action}${form}
${content.footer.map((line) => paragraph(line, "font-size:13px;line-height:1.5;color:#a3b1cc;")).join("\n")}
${footerLink}
</td></tr></table>
</td></tr></table>
</body></html>`;
}

/** Both parts of a mail from one content. */
export function renderMail(content: MailContent): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content) };
}
