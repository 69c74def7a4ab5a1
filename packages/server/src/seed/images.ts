/**
 * Demo images generated at seed time (no external URL): gradients and shapes rendered by sharp from
 * SVG (no fonts needed), stored through the configured storage like uploads, as public media rows.
 * Landscape ones fit the content sizes (875x430 and up), portrait ones the 500x680 slots.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { category } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { Drizzle } from '../db/client.js';
import type { Storage } from '../media/storage.js';
import { mediaTable } from '../media/table.js';
import { tableFor } from '../db/tables.js';

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

// --- the demo's logos, favicon and social icons (spec §3 settings: LOGO_*, TITLE's favicon, SOCIAL_ICON) ---

/** The group's mark as SVG (a white T and an orange dot on a rounded square), coloured per slot. */
export function logoSvg(size: number, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><rect x="4" y="4" width="56" height="56" rx="11" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"/><path d="M14 18h36v8H36v24h-8V26H14z" fill="#ffffff"/><circle cx="48" cy="46" r="6" fill="#f08a24"/></svg>`;
}

/** Social network glyphs drawn with shapes (no font, no external image). */
export const SOCIAL_SVGS: Record<string, string> = {
  Facebook:
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#1877f2"/><path d="M35 54V35h6.5l1-7.5H35v-4.7c0-2.2.7-3.6 3.8-3.6h4V12.5c-.7-.1-3-.3-5.7-.3-5.7 0-9.6 3.5-9.6 9.9v5.4H21V35h6.5v19z" fill="#ffffff"/></svg>',
  YouTube:
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect x="4" y="14" width="56" height="36" rx="11" fill="#ff0000"/><path d="M27 23v18l15-9z" fill="#ffffff"/></svg>',
  LinkedIn:
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect x="4" y="4" width="56" height="56" rx="10" fill="#0a66c2"/><rect x="15" y="26" width="8" height="23" fill="#ffffff"/><circle cx="19" cy="17.5" r="4.5" fill="#ffffff"/><path d="M28 26h7.5v3.3c1.2-2.2 3.8-3.9 7.3-3.9 6 0 7.2 4 7.2 9.2V49h-8V37c0-2.8-.6-5-3.4-5s-3.8 2.1-3.8 5v12H28z" fill="#ffffff"/></svg>',
};

/** A PNG wrapped in an .ico container (one image; browsers read PNG-compressed icons). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(size >= 256 ? 0 : size, 6);
  head.writeUInt8(size >= 256 ? 0 : size, 7);
  head.writeUInt8(0, 8); // no palette
  head.writeUInt8(0, 9);
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18); // the image starts after this header
  return Buffer.concat([head, png]);
}

type Stored = { tx: Drizzle; storage: Storage; createdBy: number | null; now: Date; dir: string };

/** Stores one generated file as a public image media row; returns its id. */
async function storeImage(s: Stored, buf: Buffer, o: { name: string; ext: string; mime: string; w: number; h: number }): Promise<number> {
  const sum = createHash('sha256').update(buf).digest('hex');
  const key = `demo/${sum.slice(0, 24)}.${o.ext}`;
  const file = join(s.dir, `${sum.slice(0, 12)}.${o.ext}`);
  writeFileSync(file, buf);
  await s.storage.putFile(key, file, o.mime);
  const [row] = await s.tx
    .insert(mediaTable)
    .values({ created_by: s.createdBy, created_date: s.now, file_name: o.name, ext: o.ext, url: '', mime: o.mime, size: buf.length, width: o.w, height: o.h, kind: 'image', is_public: true, storage_key: key, checksum: sum })
    .returning({ id: mediaTable.id });
  const id = Number(row?.id);
  await s.tx.update(mediaTable).set({ url: `/api/v1/media/file/${id}` }).where(eq(mediaTable.id, id));
  return id;
}

const LOGO_COLOURS: Record<string, [string, string]> = {
  LOGO_1: ['#0d3b66', '#1f6fb2'],
  LOGO_LOGIN: ['#0d3b66', '#1f6fb2'],
  LOGO_ADMIN: ['#102a43', '#0d3b66'],
  LOGO_2: ['#1b5e20', '#43a047'],
  LOGO_3: ['#880e4f', '#d81b60'],
  LOGO_4: ['#e65100', '#fb8c00'],
};

export type BrandImages = { logos: Record<string, number>; favicon: number; socials: Record<string, number> };

/** Generates the logos (PNG, 256 px), the favicon (.ico, 32 px) and the social icons (PNG, 64 px). */
export async function seedBrandImages(tx: Drizzle, storage: Storage, createdBy: number | null, now: Date): Promise<BrandImages> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-brand-'));
  const s: Stored = { tx, storage, createdBy, now, dir };
  try {
    const logos: Record<string, number> = {};
    for (const [type, [from, to]] of Object.entries(LOGO_COLOURS)) {
      const png = await sharp(Buffer.from(logoSvg(256, from, to))).png({ compressionLevel: 9 }).toBuffer();
      logos[type] = await storeImage(s, png, { name: `${type.toLowerCase()}.png`, ext: 'png', mime: 'image/png', w: 256, h: 256 });
    }
    const icon = await sharp(Buffer.from(logoSvg(32, '#0d3b66', '#1f6fb2'))).png().toBuffer();
    const favicon = await storeImage(s, icoFromPng(icon, 32), { name: 'favicon.ico', ext: 'ico', mime: 'image/x-icon', w: 32, h: 32 });
    const socials: Record<string, number> = {};
    for (const [name, svg] of Object.entries(SOCIAL_SVGS)) {
      const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
      socials[name] = await storeImage(s, png, { name: `${name.toLowerCase()}.png`, ext: 'png', mime: 'image/png', w: 64, h: 64 });
    }
    return { logos, favicon, socials };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Puts the generated images on the settings rows: LOGO_* icons, the TITLE row's favicon, each social icon by name. */
export async function applyBrandImages(tx: Drizzle, b: BrandImages): Promise<void> {
  const t = tableFor(category);
  const c = (n: string) => t[n] as AnyPgColumn;
  for (const [type, id] of Object.entries(b.logos)) await tx.update(t).set({ icon: id }).where(eq(c('type'), type));
  await tx.update(t).set({ icon: b.favicon }).where(eq(c('type'), 'TITLE'));
  for (const [name, id] of Object.entries(b.socials)) await tx.update(t).set({ icon: id }).where(and(eq(c('type'), 'SOCIAL_ICON'), eq(c('name'), name)));
}
