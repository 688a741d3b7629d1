import { FreshReader } from "@/lib/cache/fresh-reader";

/** A value source whose reads the test answers by hand, recording what each read saw. */
function manualSource() {
  let value = 0;
  const pending: (() => void)[] = [];
  let sent = 0;
  const reader = new FreshReader<number>(() => {
    sent += 1;
    const seen = value;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  });
  return {
    reader,
    set: (v: number) => (value = v),
    answerNext: async () => {
      pending.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    },
    sent: () => sent,
  };
}

describe("FreshReader", () => {
  test("a caller who arrives while a read is under way gets a read sent after it arrived", async () => {
    const source = manualSource();
    const first = source.reader.read();
    source.set(1);
    const second = source.reader.read();
    const third = source.reader.read();
    await source.answerNext();
    expect(await first).toBe(0);
    await source.answerNext();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(source.sent()).toBe(2);
  });

  test("many callers cost at most two reads in flight", async () => {
    const source = manualSource();
    const answers = Array.from({ length: 50 }, () => source.reader.read());
    expect(source.sent()).toBe(1);
    await source.answerNext();
    expect(source.sent()).toBe(2);
    await source.answerNext();
    expect(await Promise.all(answers)).toHaveLength(50);
    expect(source.sent()).toBe(2);
  });

  test("a failed read fails its callers only, and the next caller reads again", async () => {
    let fail = true;
    const reader = new FreshReader(async () => {
      if (fail) throw new Error("down");
      return 7;
    });
    await expect(reader.read()).rejects.toThrow("down");
    fail = false;
    await expect(reader.read()).resolves.toBe(7);
  });
});
