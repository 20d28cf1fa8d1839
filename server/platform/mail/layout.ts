// One look for every e-mail: a short branded HTML page and its plain-text twin, built from the
// same pieces so the two never say different things. Every piece of text is HTML-escaped here,
// so templates pass user data (names, pet names) as they are.

export type RenderedMail = { subject: string; text: string; html: string };

export type MailContent = {
  subject: string;
  /** First line, e.g. "Hi Sam,". */
  greeting: string;
  /** Body paragraphs, in order. */
  paragraphs: string[];
  /** One main button; the text version prints the label and the address. */
  action?: { label: string; url: string };
  /** Smaller print under the button, e.g. "If you did not ask for this, ignore this e-mail." */
  footnotes?: string[];
};

const BRAND = 'PawsConnect';
const PRIMARY = '#e8590c';

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

export function renderMail(content: MailContent): RenderedMail {
  if (content.action) assertWebAddress(content.action.url);
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText({ greeting, paragraphs, action, footnotes = [] }: MailContent): string {
  const blocks = [greeting, ...paragraphs];
  if (action) blocks.push(`${action.label}: ${action.url}`);
  blocks.push(...footnotes, `The ${BRAND} team`);
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml({ subject, greeting, paragraphs, action, footnotes = [] }: MailContent): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${PRIMARY};color:#ffffff;` +
      `padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">` +
      `${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">Or paste this address into your browser:<br>` +
      `<span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : '';
  const notes = footnotes.map((note) => `<p style="margin:0 0 8px;font-size:13px;color:#555555">${escapeHtml(note)}</p>`);
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f4f1;font-family:Inter,Arial,sans-serif;color:#222222;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${PRIMARY}">${BRAND}</p>`,
    paragraph(greeting),
    ...paragraphs.map(paragraph),
    button,
    ...notes,
    `<p style="margin:24px 0 0">The ${BRAND} team</p>`,
    '</div></body></html>',
  ].join('\n');
}

/** A button may only lead to a web page: never javascript:, data: or a relative path. */
function assertWebAddress(url: string) {
  if (!/^https?:\/\/\S+$/i.test(url)) throw new Error(`A mail button needs an http(s) address, not "${url}"`);
}
