import { durationText, feesText, inShownNameOrder, modeText, programText } from "@/components/programs/program-text";
import type { ProgramRecord } from "@/lib/programs/queries";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

/** A translator over one catalogue's programmePages, with the {name} and plural forms the vocabulary uses. */
function words(catalogue: typeof en) {
  return ((key: string, values: Record<string, string | number> = {}) => {
    const text = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue.programmePages) as string;
    return text
      .replace(
        /\{count, plural, one \{# (\w+)\} other \{# (\w+)\}\}/,
        (_, one: string, other: string) => `${values.count} ${values.count === 1 ? one : other}`,
      )
      .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  }) as unknown as Parameters<typeof durationText>[2];
}

const program = (name: string, nameHi: string | null) =>
  ({ name, nameHi, description: "About.", descriptionHi: null, eligibility: "", eligibilityHi: null }) as ProgramRecord;

test("a programme's texts are in Hindi where written, else English marked lang=en; English pages show English", () => {
  const bca = program("Bachelor of Computer Applications (BCA)", "बैचलर ऑफ़ कंप्यूटर एप्लिकेशंस (BCA)");
  expect(programText(bca, "name", "hi")).toEqual({ text: "बैचलर ऑफ़ कंप्यूटर एप्लिकेशंस (BCA)" });
  expect(programText(bca, "name", "en")).toEqual({ text: "Bachelor of Computer Applications (BCA)" });
  expect(programText(bca, "description", "hi")).toEqual({ text: "About.", lang: "en" });
});

test("durations, modes and fees in the data's known forms are said in Hindi; others stay English, marked", () => {
  const t = words(hi);
  expect(durationText("3 Years", "hi", t)).toEqual({ text: "3 वर्ष" });
  expect(durationText("1 Year", "hi", t)).toEqual({ text: "1 वर्ष" });
  expect(durationText("Two years", "hi", t)).toEqual({ text: "Two years", lang: "en" });
  expect(modeText("Full Time", "hi", t)).toEqual({ text: "पूर्णकालिक" });
  expect(modeText("Evening Batch", "hi", t)).toEqual({ text: "सांध्य बैच" });
  expect(modeText("Hybrid", "hi", t)).toEqual({ text: "Hybrid", lang: "en" });
  expect(feesText("₹25,000 per semester", "hi", t)).toEqual({ text: "₹25,000 प्रति सेमेस्टर" });
  expect(feesText("₹50,000", "hi", t)).toEqual({ text: "₹50,000" });
  expect(feesText("approx. ₹35,000 per semester", "hi", t)).toEqual({ text: "लगभग ₹35,000 प्रति सेमेस्टर" });
  expect(feesText("As notified", "hi", t)).toEqual({ text: "As notified", lang: "en" });
  // English pages keep the stored text exactly.
  const e = words(en);
  expect(durationText("3 Years", "en", e)).toEqual({ text: "3 Years" });
  expect(feesText("approx. ₹35,000 per semester", "en", e)).toEqual({ text: "approx. ₹35,000 per semester" });
});

test("a Hindi list is in the order of its Hindi names (names without Hindi after them); an English list keeps its order", () => {
  const list = [program("A", "ख"), program("B", "क"), program("C", null)];
  expect(inShownNameOrder(list, "hi").map((p) => p.name)).toEqual(["B", "A", "C"]);
  expect(inShownNameOrder(list, "en")).toBe(list);
});
