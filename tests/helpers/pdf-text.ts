// The text a pdf-lib PDF shows: pdf-lib writes each line as a hex string shown with Tj inside a
// Flate-compressed content stream, so inflate every stream and decode those strings.
import { inflateSync } from 'node:zlib';

export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(shown[1], 'hex').toString('latin1'));
  }
  return lines.join('\n');
}
