// The idn-area-data CSV files: one record a line, a header first, fields quoted only when they
// hold a comma or a quote (doubled inside). No field spans lines, so a line-by-line reader is enough.

/** The fields of one CSV line. */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let v = '';
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') { v += '"'; i += 2; } else if (line[i] === '"') { i++; break; } else { v += line[i]; i++; }
      }
      out.push(v);
      i++; // the comma after the closing quote
    } else {
      const end = line.indexOf(',', i);
      const stop = end === -1 ? line.length : end;
      out.push(line.slice(i, stop));
      i = stop + 1;
    }
  }
  return out;
}

/** Rows of a CSV text without its header; blank lines are skipped. Each row has exactly `width` fields. */
export function csvRows(text: string, width: number): string[][] {
  const lines = text.split(/\r?\n/).slice(1).filter((l) => l.trim() !== '');
  return lines.map((l, n) => {
    const f = csvFields(l);
    if (f.length !== width) throw new Error(`CSV line ${n + 2}: ${f.length} fields, ${width} expected`);
    return f;
  });
}
