/**
 * Demo images generated at seed time (no external URL): gradients and shapes rendered by sharp from
 * SVG (no fonts needed), stored through the configured storage like uploads, as public media rows.
 * Landscape ones fit the content sizes (875x430 and up), portrait ones the 500x680 slots.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Drizzle } from '../db/client.js';
import type { Storage } from '../media/storage.js';
import { mediaTable } from '../media/table.js';

const PALETTES: readonly [string, string, string][] = [
  ['#0b4ea2', '#4fc3f7', '#ffffff'],
  ['#c62828', '#ffb74d', '#fff3e0'],
  ['#1b5e20', '#aed581', '#f1f8e9'],
  ['#4a148c', '#f48fb1', '#fce4ec'],
  ['#004d40', '#4dd0e1', '#e0f7fa'],
  ['#e65100', '#ffd54f', '#fffde7'],
  ['#263238', '#90a4ae', '#eceff1'],
  ['#880e4f', '#ce93d8', '#f3e5f5'],
];

/** One image as SVG: a diagonal gradient, soft circles and a band, varied by `i`. */
export function demoSvg(i: number, w: number, h: number): string {
  const [a, b, c] = PALETTES[i % PALETTES.length] as [string, string, string];
  const circles = Array.from({ length: 5 }, (_, k) => {
    const cx = Math.round(((k * 37 + i * 53) % 100) * w * 0.01);
    const cy = Math.round(((k * 61 + i * 29) % 100) * h * 0.01);
    const r = Math.round(Math.min(w, h) * (0.12 + ((k + i) % 4) * 0.08));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c}" fill-opacity="${0.08 + (k % 3) * 0.06}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${circles}<rect x="0" y="${Math.round(h * 0.72)}" width="${w}" height="${Math.round(h * 0.06)}" fill="${c}" fill-opacity="0.25"/></svg>`;
}

export type DemoImages = { landscape: number[]; portrait: number[] };
/** The demo images' sizes: landscape (news avatars, 875x430) and portrait (mobile backgrounds, 500x680). */
export const LANDSCAPE = [875, 430] as const;
export const PORTRAIT = [500, 680] as const;

/** Generates and stores the demo images; returns their media ids. */
export async function seedImages(tx: Drizzle, storage: Storage, createdBy: number | null, now: Date): Promise<DemoImages> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-seed-'));
  const out: DemoImages = { landscape: [], portrait: [] };
  try {
    for (let i = 0; i < 12; i++) {
      const isPortrait = i >= 8;
      const [w, h] = isPortrait ? PORTRAIT : LANDSCAPE;
      const png = await sharp(Buffer.from(demoSvg(i, w, h))).png({ compressionLevel: 9 }).toBuffer();
      const thumb = await sharp(png).resize({ width: 320, height: 320, fit: 'inside' }).png().toBuffer();
      const key = `demo/${createHash('sha256').update(png).digest('hex').slice(0, 24)}.png`;
      const thumbKey = key.replace(/\.png$/, '_thumb.png');
      const file = join(dir, `${i}.png`);
      const thumbFile = join(dir, `${i}_thumb.png`);
      writeFileSync(file, png);
      writeFileSync(thumbFile, thumb);
      await storage.putFile(key, file, 'image/png');
      await storage.putFile(thumbKey, thumbFile, 'image/png');
      const [row] = await tx
        .insert(mediaTable)
        .values({
          created_by: createdBy,
          created_date: now,
          file_name: `demo-${i + 1}.png`,
          ext: 'png',
          url: '',
          mime: 'image/png',
          size: png.length,
          width: w,
          height: h,
          kind: 'image',
          is_public: true,
          storage_key: key,
          thumbnail_key: thumbKey,
          checksum: createHash('sha256').update(png).digest('hex'),
        })
        .returning({ id: mediaTable.id });
      const id = Number(row?.id);
      await tx.update(mediaTable).set({ url: `/api/v1/media/file/${id}`, thumbnail_url: `/api/v1/media/file/${id}?thumb=1` }).where(eq(mediaTable.id, id));
      (isPortrait ? out.portrait : out.landscape).push(id);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
