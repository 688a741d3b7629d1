/**
 * Reads a value that another process may change (the shared page generation in Redis), for many
 * concurrent callers at the cost of at most two reads in flight. Every caller gets the answer of a
 * read that was sent after it called, so a change committed before a request arrived is always
 * seen by that request: a caller that finds a read already under way waits for it, then shares the
 * next one with everyone who arrived meanwhile.
 */
export class FreshReader<T> {
  private inFlight: Promise<T> | undefined;
  private next: Promise<T> | undefined;

  constructor(private readonly fetchValue: () => Promise<T>) {}

  read(): Promise<T> {
    if (!this.inFlight) {
      this.inFlight = this.fetchValue().finally(() => {
        this.inFlight = undefined;
      });
      return this.inFlight;
    }
    this.next ??= this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.read();
      });
    return this.next;
  }
}
