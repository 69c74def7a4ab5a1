/**
 * Zips built by hand for the office-file guard's tests (engine/office-zip.test.ts, import-bomb.test.ts):
 * parts whose central directory may lie about their sizes, and megabytes of zeros deflated a
 * megabyte at a time (the zeros are never held at once).
 */
import { createDeflateRaw } from 'node:zlib';

export const MB = 1024 * 1024;

export type Part = { name: string; packed: Buffer; method?: number; size: number; crc?: number; flags?: number };

/** A zip of the given parts, their sizes as declared (true or not). */
export function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const l = Buffer.alloc(30);
    l.writeUInt32LE(0x04034b50, 0);
    l.writeUInt16LE(20, 4);
    l.writeUInt16LE(p.flags ?? 0, 6);
    l.writeUInt16LE(p.method ?? 8, 8);
    l.writeUInt32LE(p.crc ?? 0, 14);
    l.writeUInt32LE(p.packed.length, 18);
    l.writeUInt32LE(p.size, 22);
    l.writeUInt16LE(name.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(p.flags ?? 0, 8);
    c.writeUInt16LE(p.method ?? 8, 10);
    c.writeUInt32LE(p.crc ?? 0, 16);
    c.writeUInt32LE(p.packed.length, 20);
    c.writeUInt32LE(p.size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    locals.push(l, name, p.packed);
    centrals.push(c, name);
    offset += 30 + name.length + p.packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** `mb` megabytes of zeros, deflated a megabyte at a time (the zeros are never held at once). */
export async function deflatedZeros(mb: number): Promise<Buffer> {
  const z = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  z.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => z.on('end', resolve));
  const zeros = Buffer.alloc(MB);
  for (let i = 0; i < mb; i++) if (!z.write(zeros)) await new Promise((resolve) => z.once('drain', resolve));
  z.end();
  await done;
  return Buffer.concat(out);
}
