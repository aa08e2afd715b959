/**
 * What one request's searches share (ctx.searchPlans): the plans of its typed words, the results page's
 * outcome its several `search` fields ask for (GetFacets asks nine times), and the batches that put the
 * four suggestion lists of one keystroke into one statement (engine.ts). Made per request and never kept
 * across requests: a class added meanwhile must be found at once.
 */

interface Batch<I, O> {
  items: I[];
  settle: Array<{ resolve: (value: O) => void; reject: (error: unknown) => void }>;
  run: (items: I[]) => Promise<O[]>;
}

/** Runs `fn` once the microtasks queued now have run, as DataLoader schedules its batches. */
const afterMicrotasks = (fn: () => void): void => {
  void Promise.resolve().then(() => process.nextTick(fn));
};

export class SearchSession {
  private readonly shared = new Map<string, Promise<unknown>>();
  private readonly batches = new Map<string, Batch<unknown, unknown>>();

  /** `make()`'s answer for `key`, made once in this request (a failure is shared too). */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let made = this.shared.get(key) as Promise<T> | undefined;
    if (!made) {
      made = make();
      this.shared.set(key, made);
    }
    return made;
  }

  /**
   * Joins the batch `name`: every item that joins it before the queued microtasks have run goes to one
   * call of `run`, which answers them in order. The GraphQL resolvers of one request start together and
   * reach their searches within those microtasks; a later one simply starts the next batch.
   */
  batch<I, O>(name: string, item: I, run: (items: I[]) => Promise<O[]>): Promise<O> {
    let batch = this.batches.get(name) as Batch<I, O> | undefined;
    if (!batch) {
      const created: Batch<I, O> = { items: [], settle: [], run };
      this.batches.set(name, created as Batch<unknown, unknown>);
      afterMicrotasks(() => {
        this.batches.delete(name);
        created.run(created.items).then(
          (answers) => created.settle.forEach((s, i) => s.resolve(answers[i] as O)),
          (error: unknown) => created.settle.forEach((s) => s.reject(error)),
        );
      });
      batch = created;
    }
    const joined = batch;
    return new Promise<O>((resolve, reject) => {
      joined.items.push(item);
      joined.settle.push({ resolve, reject });
    });
  }
}
