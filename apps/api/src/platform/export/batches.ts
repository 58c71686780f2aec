/** Rows read a batch at a time (one batch in memory): an export's default batch size. */
const EXPORT_BATCH = 500;

/**
 * A keyset walk: `read(last)` answers up to `size` rows after the last row of the previous batch (undefined for the
 * first), in the list's order. Ends at the first short batch. Never OFFSET: each read starts from an index position.
 */
export async function* keysetBatches<R>(
  read: (last: R | undefined, size: number) => Promise<R[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<R[]> {
  for (let last: R | undefined; ;) {
    const rows = await read(last, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1];
  }
}

/** A walk whose rows are presented (joined, mapped) batch by batch. */
export async function* mapBatches<R, T>(
  batches: AsyncIterable<R[]>,
  present: (rows: R[]) => Promise<T[]> | T[],
): AsyncGenerator<T[]> {
  for await (const rows of batches) yield await present(rows);
}
