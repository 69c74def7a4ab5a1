/**
 * Uploaded images, bounded in memory (issue 11, class 4: decompression bombs). An image is judged
 * by its header (dimensions, no pixel decoded) before anything else; only an image within the
 * pixel limit is ever decoded, for its thumbnail, and decodes run one at a time in the process, so
 * concurrent uploads queue instead of adding up their memory. A file whose header reads but whose
 * data does not decode is not an image of the type it claims (a 400, never a 500).
 */
import sharp from 'sharp';

/**
 * The most pixels an uploaded image may have. The image budget is 2,097,152 bytes (spec §9): at
 * 0.7 bits per pixel, already a heavily compressed photo, that holds 24 MP (a 6000 x 4000 camera
 * picture; the recommended sizes are at most 1920 x 1144). More pixels in that few bytes is a
 * bomb: a 20,000 x 20,000 PNG of one colour takes 50 KB and 400 MB to 3.2 GB once decoded. At the
 * limit the costliest decode (16-bit RGBA) is 192 MB, one at a time.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;

/** The limit as the refusal message names it. */
export const MAX_IMAGE_PIXELS_LABEL = `${MAX_IMAGE_PIXELS / 1_000_000} MP`;

export type ImageHeader = { width: number; height: number; pixels: number };

/**
 * Width and height from the file's header alone (libvips reads the header, not the pixels). For an
 * animated GIF, the first frame's (the only one decoded). Null when the header is not an image.
 */
export async function readImageHeader(path: string): Promise<ImageHeader | null> {
  try {
    const meta = await sharp(path, { limitInputPixels: false }).metadata();
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (width <= 0 || height <= 0) return null;
    return { width, height, pixels: width * height };
  } catch {
    return null;
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Decodes asked for and running now, and the most of each seen since `resetDecodeStats`: what
 * shows that concurrent uploads queued (waiting above one) and never decoded together (running
 * never above one).
 */
export const decodeStats = { waiting: 0, running: 0, peakWaiting: 0, peakRunning: 0 };
export function resetDecodeStats(): void {
  decodeStats.peakWaiting = decodeStats.waiting;
  decodeStats.peakRunning = decodeStats.running;
}

/** Runs `fn` after every decode queued before it: one image decoded at a time in this process. */
function oneAtATime<T>(fn: () => Promise<T>): Promise<T> {
  decodeStats.waiting++;
  decodeStats.peakWaiting = Math.max(decodeStats.peakWaiting, decodeStats.waiting);
  const task = () => {
    decodeStats.waiting--;
    decodeStats.running++;
    decodeStats.peakRunning = Math.max(decodeStats.peakRunning, decodeStats.running);
    return fn().finally(() => {
      decodeStats.running--;
    });
  };
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Writes a PNG thumbnail that fits in `size` x `size`. Decodes the first frame only, never more
 * than MAX_IMAGE_PIXELS (libvips refuses past it), queued behind other decodes. False when the data
 * does not decode (a sound header over broken data); a file system error is thrown.
 */
export function writeThumbnail(src: string, dest: string, size: number): Promise<boolean> {
  return oneAtATime(() =>
    sharp(src, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true })
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .png()
      .toFile(dest)
      .then(
        () => true,
        (e: unknown) => {
          // A file system error (disk full) is the server's; libvips' decode errors carry no code.
          if ((e as { code?: unknown }).code !== undefined) throw e;
          return false;
        },
      ),
  );
}
