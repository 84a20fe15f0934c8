/**
 * Uploads that may hold memory at once: the one being re-encoded and two waiting for their turn.
 * Each holds its body (at most 10 MB) from before the first byte is read until its answer; the
 * one at work also its decoded picture (at most 40 megapixels).
 */
export const IMAGE_UPLOAD_PLACES = 3;
/** What a refused upload's Retry-After says (an upload takes about a second of work). */
export const IMAGE_RETRY_AFTER_SECONDS = 5;
export const IMAGES_BUSY =
  'Сервер сейчас обрабатывает другие изображения. Повторите загрузку через несколько секунд';

/** One upload's place: given back once (later calls do nothing). */
export interface ImagePlace {
  leave(): void;
}

/**
 * The bound on image work: a few places (an upload takes one before its body is read) and one
 * re-encoding at a time among them. An upload that finds no free place is refused at once (503)
 * rather than queued without end: twenty queued 10 MB uploads once took 600 MB.
 */
export class ImageWork {
  private taken = 0;
  private turn: Promise<unknown> = Promise.resolve();

  constructor(readonly places: number = IMAGE_UPLOAD_PLACES) {}

  /** Places taken now. */
  get busy(): number {
    return this.taken;
  }

  /** A place for one upload, or undefined when every place is taken. */
  enter(): ImagePlace | undefined {
    if (this.taken >= this.places) return undefined;
    this.taken += 1;
    let left = false;
    return {
      leave: () => {
        if (left) return;
        left = true;
        this.taken -= 1;
      },
    };
  }

  /** Runs `work` after the re-encodings started before it (one at a time: memory and CPU). */
  oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = this.turn.then(work, work);
    this.turn = next.catch(() => undefined);
    return next;
  }
}
