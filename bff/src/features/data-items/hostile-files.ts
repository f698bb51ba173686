/**
 * Files an attacker or a broken exporter could upload, built byte by byte so the tests say
 * exactly what is wrong with each. Test-only.
 */
import { createDeflateRaw, crc32 } from 'node:zlib';

const SAV_HEADER_BYTES = 176;

/** The 176-byte header of an uncompressed SPSS system file (layout per PSPP's system-file format). */
function savHeader(caseCount: number, nominalCaseSize: number): Buffer {
  const header = Buffer.alloc(SAV_HEADER_BYTES, 0x20);
  header.write('$FL2', 0, 'latin1');
  header.write('@(#) SPSS DATA FILE hostile test', 4, 'latin1');
  header.writeInt32LE(2, 64); // layout code: little-endian
  header.writeInt32LE(nominalCaseSize, 68);
  header.writeInt32LE(0, 72); // no compression
  header.writeInt32LE(0, 76); // no weight
  header.writeInt32LE(caseCount, 80);
  header.writeDoubleLE(100, 84); // compression bias
  return header;
}

/** Record type 2: one numeric variable named `name` (at most 8 ASCII characters). */
function numericVariable(name: string): Buffer {
  const record = Buffer.alloc(32, 0x20);
  record.writeInt32LE(2, 0);
  record.writeInt32LE(0, 4); // numeric
  record.writeInt32LE(0, 8); // no label
  record.writeInt32LE(0, 12); // no missing values
  record.writeInt32LE(0x050800, 16); // F8.0
  record.writeInt32LE(0x050800, 20);
  record.write(name, 24, 'latin1');
  return record;
}

const dictionaryEnd = () => Buffer.from([0xe7, 0x03, 0, 0, 0, 0, 0, 0]); // record 999 and its filler

/** A valid header that declares no variables and two billion cases, then some data bytes: a reader that trusts it reads empty rows forever. */
export function savWithoutVariables(): Uint8Array {
  return Buffer.concat([savHeader(0x7fffffff, 0), dictionaryEnd(), Buffer.alloc(8)]);
}

/** Cut off inside the dictionary: the header promises a variable whose record ends early. */
export function savCutInDictionary(): Uint8Array {
  return Buffer.concat([savHeader(5, 1), numericVariable('Q1').subarray(0, 20)]);
}

/** A complete dictionary of one numeric variable, then three bytes where five 8-byte cases should be. */
export function savCutInData(): Uint8Array {
  return Buffer.concat([savHeader(5, 1), numericVariable('Q1'), dictionaryEnd(), Buffer.from([1, 2, 3])]);
}

/** A ZIP written by hand: each entry deflated, sizes and CRCs in the local headers and the central directory. */
async function zipOf(entries: { name: string; parts: () => AsyncIterable<Buffer> | Iterable<Buffer>; statedSize?: number }[]): Promise<Uint8Array> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    // Streamed through the deflater: the uncompressed content is never held whole.
    const deflater = createDeflateRaw({ level: 9, memLevel: 9 });
    const compressed: Buffer[] = [];
    deflater.on('data', (chunk: Buffer) => compressed.push(chunk));
    const ended = new Promise((resolve, reject) => deflater.on('end', resolve).on('error', reject));
    let crc = 0;
    let size = 0;
    for await (const part of entry.parts()) {
      crc = crc32(part, crc);
      size += part.length;
      if (!deflater.write(part)) await new Promise((resolve) => deflater.once('drain', resolve));
    }
    deflater.end();
    await ended;
    const data = Buffer.concat(compressed);
    // A liar states a small size and lets the inflater find out.
    if (entry.statedSize !== undefined) size = entry.statedSize;
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const text = (value: string) => () => [Buffer.from(value, 'utf8')];

/**
 * A workbook whose one sheet is `spaceBytes` of whitespace between two rows of XML: a few MB on the
 * wire. With `statedSheetSize` its ZIP directory claims the sheet is that small.
 */
export function xlsxWhitespaceBomb(spaceBytes: number, options: { statedSheetSize?: number } = {}): Promise<Uint8Array> {
  const sheetNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipOf([
    {
      name: '[Content_Types].xml',
      parts: text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    { name: '_rels/.rels', parts: text(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`) },
    { name: 'xl/workbook.xml', parts: text(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${sheetNs}" xmlns:r="${relNs}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
    { name: 'xl/_rels/workbook.xml.rels', parts: text(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`) },
    {
      name: 'xl/worksheets/sheet1.xml',
      statedSize: options.statedSheetSize,
      *parts() {
        yield Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${sheetNs}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Q1</t></is></c></row>`);
        const spaces = Buffer.alloc(1 << 20, 0x20);
        for (let left = spaceBytes; left > 0; left -= spaces.length) yield left >= spaces.length ? spaces : spaces.subarray(0, left);
        yield Buffer.from('<row r="2"><c r="A2"><v>1</v></c></row></sheetData></worksheet>');
      },
    },
  ]);
}
