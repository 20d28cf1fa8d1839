// The text a pdf-lib PDF shows: pdf-lib writes each line as a hex string shown with Tj inside a
// Flate-compressed content stream, so inflate every stream and decode those strings.
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  for (const stream of streamsOf(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(shown[1], 'hex').toString('latin1'));
  }
  return lines.join('\n');
}

/**
 * Each stream's bytes, as many as its dictionary's /Length says. Compressed bytes can end in a
 * carriage return, which a search for the line break before `endstream` would take for the break's
 * own and cut off (about one PDF in 256, whichever text it holds).
 */
function streamsOf(raw: string): string[] {
  const streams: string[] = [];
  for (const match of raw.matchAll(/<<((?:(?!>>)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(match[1]);
    if (!length) continue;
    const start = match.index + match[0].length;
    streams.push(raw.slice(start, start + Number(length[1])));
  }
  return streams;
}
