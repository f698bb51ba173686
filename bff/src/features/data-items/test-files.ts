/** Small files with real signatures, for upload tests. */
const enc = new TextEncoder();

/** A ZIP of stored (uncompressed) entries: enough for signature checks. */
export function zipOf(entries: Record<string, string>): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = enc.encode(name);
    const data = enc.encode(content);
    const header = new Uint8Array(30);
    const v = new DataView(header.buffer);
    v.setUint32(0, 0x04034b50, true);
    v.setUint16(4, 20, true);
    v.setUint32(18, data.length, true);
    v.setUint32(22, data.length, true);
    v.setUint16(26, nameBytes.length, true);
    parts.push(header, nameBytes, data);
  }
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const files = {
  pdf: enc.encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]),
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]),
  xlsx: zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
  docx: zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<document/>' }),
  pptx: zipOf({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<presentation/>' }),
  zip: zipOf({ 'setup.exe': 'MZ...' }),
  exe: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
  elf: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  script: enc.encode('#!/bin/sh\nrm -rf /\n'),
  binary: new Uint8Array([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]),
  latin1: new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]),
  csv: enc.encode('\ufeffRespondent,Age,City,Score,Visited\r\n1,34,Dubai,7.5,2026-03-01\r\n2,28,"Abu Dhabi",9,2026-03-02\r\n3,45,Dubai,,2026-03-04\r\n4,51,"Sharjah, UAE",6,2026-03-05\r\n5,22,"New\nline ""quoted""",8.5,2026-03-09\r\n'),
  text: enc.encode('Fieldwork notes\nNothing tabular here.\n'),
};
