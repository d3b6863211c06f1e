import type { RequestOptions } from './http.js';

export interface Page<T> {
  items: T[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * A list: `for await (const item of list)` reads every item, page after page, following
 * `nextCursor`; `firstPage()` reads one page; `toArray()` collects them (up to a limit).
 */
export class PageIterator<T> implements AsyncIterable<T> {
  constructor(
    private readonly fetchPage: (cursor: string | undefined, options: RequestOptions) => Promise<Page<T>>,
    private readonly options: RequestOptions,
    private readonly startCursor?: string,
  ) {}

  firstPage(): Promise<Page<T>> {
    return this.fetchPage(this.startCursor, this.options);
  }

  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    let cursor = this.startCursor;
    do {
      const page = await this.fetchPage(cursor, this.options);
      yield page;
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.items;
  }

  /** Every item, up to `limit` (default 10000) so a runaway list cannot exhaust memory. */
  async toArray({ limit = 10_000 }: { limit?: number } = {}): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) {
      if (items.length >= limit) break;
      items.push(item);
    }
    return items;
  }
}
