/**
 * Reads back the text of a PDF pdfkit wrote, for tests: each object's stream inflated, each embedded font's
 * ToUnicode map read, and every text-showing operator's glyph codes mapped to Unicode, one line per operator.
 * Enough for pdfkit's own output (two-byte codes, one bfrange map per font), not for PDFs in general; a full reader
 * (pdf.js) would add tens of megabytes to the install for this one check. Changes when pdfkit writes text otherwise.
 */
import { inflateSync } from 'node:zlib';

type PdfObject = { dictionary: string; stream: Buffer | null };

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(match[1] ?? '', { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const raw = body
      .slice(streamAt + 'stream'.length)
      .replace(/^\r?\n/, '')
      .replace(/\r?\nendstream\s*$/, '');
    const bytes = Buffer.from(raw, 'latin1');
    const stream = dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes;
    objects.set(match[1] ?? '', { dictionary, stream });
  }
  return objects;
}

/** A ToUnicode CMap's `<lo> <hi> [<u> <u …> …]` ranges as code → text. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    let code = Number.parseInt(range[1] ?? '', 16);
    // A glyph shaping made of no character of its own (part of a conjunct) maps to `<>`: nothing.
    for (const target of (range[3] ?? '').matchAll(/<([0-9a-f\s]*)>/gi)) {
      const units = (target[1] ?? '').trim().split(/\s+/).filter(Boolean);
      map.set(code, String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16))));
      code += 1;
    }
  }
  return map;
}

/** The fonts by the names pages use (`/F1`) → their code-to-text maps. */
function fontsOf(objects: Map<string, PdfObject>): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const use of dictionary.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(use[2] ?? '');
      const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(font?.dictionary ?? '')?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
      if (cmap) fonts.set(use[1] ?? '', unicodeMap(cmap.toString('latin1')));
    }
  }
  return fonts;
}

/** The text of every page, one line per text-showing operator, in the order drawn. */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const fonts = fontsOf(objects);
  const lines: string[] = [];
  for (const { dictionary, stream } of objects.values()) {
    if (!stream || /\/(Type|Subtype)\s*\/(XObject|Metadata|FontFile|CIDFontType)/.test(dictionary)) continue;
    const content = stream.toString('latin1');
    if (!/\bT[Jj]\b/.test(content)) continue;
    let font: Map<number, string> | undefined;
    for (const op of content.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)) {
      if (op[1]) {
        font = fonts.get(op[1]);
        continue;
      }
      const strings =
        op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((s) => s[1] ?? '') : [op[3] ?? ''];
      let line = '';
      for (const hex of strings)
        for (let at = 0; at + 4 <= hex.length; at += 4)
          line += font?.get(Number.parseInt(hex.slice(at, at + 4), 16)) ?? '\uFFFD';
      lines.push(line);
    }
  }
  return lines.join('\n');
}

/** The PostScript names of the fonts embedded in the PDF (subset tag removed). */
export function embeddedFonts(pdf: Buffer): string[] {
  const names = new Set<string>();
  for (const { dictionary } of objectsOf(pdf).values()) {
    if (!dictionary.includes('/FontFile2')) continue;
    const name = /\/FontName\s*\/[A-Z]{6}\+(\S+)/.exec(dictionary)?.[1];
    if (name) names.add(name);
  }
  return [...names];
}
