import {
  alumniSchema,
  currentYearInIndia,
  feedbackSchema,
  FEEDBACK_FIELD_ORDER,
  grievanceSchema,
  GRIEVANCE_FIELD_ORDER,
} from "@/lib/submissions/schema";
import {
  fieldErrorsFromZod,
  fieldsWithErrors,
  formEntries,
  schemaValidator,
  textValues,
} from "@/lib/submissions/form-state";
import { formatReference, nextSerial, parseReference, referenceYear } from "@/lib/submissions/reference";
import { grievanceFromLegacyForm } from "@/lib/submissions/legacy";
import { FORM_OVERHEAD_BYTES, formRequestLimitBytes } from "@/lib/config";

const MAX = 5 * 1024 * 1024;
const schema = grievanceSchema(MAX);

const good = {
  name: "  Asha Verma ",
  email: "Asha@Example.ORG",
  phone: "98765-43210",
  campus: "dseu-dwarka-campus",
  category: "academic",
  subject: "Timetable clash",
  description: "Two of my core courses are scheduled at the same hour every Tuesday.",
};

function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return fieldErrorsFromZod(result.error);
}

describe("grievance schema", () => {
  test("accepts a good form and normalises it", () => {
    const parsed = schema.parse(good);
    expect(parsed).toMatchObject({
      name: "Asha Verma",
      email: "asha@example.org",
      phone: "9876543210",
      category: "academic",
    });
    expect(parsed.attachment).toBeUndefined();
    expect(parsed.enrollmentNumber).toBeUndefined();
  });

  test("names every bad field with a message a person can act on", () => {
    const errors = errorsOf({
      ...good,
      name: "",
      email: "asha@",
      phone: "12345",
      campus: "",
      category: "",
      subject: "Hi",
      description: "Too short",
    });
    expect(errors).toEqual({
      name: "Enter your full name.",
      email: "Enter a valid email address, like name@example.com.",
      phone: "Enter a 10-digit mobile number, digits only.",
      campus: "Choose your campus.",
      category: "Choose the category that fits your grievance best.",
      subject: "The subject must be at least 5 characters.",
      description: "Describe your grievance in at least 20 characters.",
    });
    expect(fieldsWithErrors(errors, GRIEVANCE_FIELD_ORDER)[0]).toBe("name");
  });

  test("missing fields (as from an empty form post) get the 'enter' messages", () => {
    const errors = errorsOf({});
    expect(errors.name).toBe("Enter your full name.");
    expect(errors.email).toBe("Enter your email address.");
    expect(errors.phone).toBe("Enter your 10-digit mobile number.");
    expect(errors.description).toBe("Describe your grievance.");
  });

  test("the phone must be exactly ten digits", () => {
    expect(errorsOf({ ...good, phone: "98765432101" }).phone).toBeDefined();
    expect(errorsOf({ ...good, phone: "98765abcde" }).phone).toBeDefined();
    expect(errorsOf({ ...good, phone: "9876543210" }).phone).toBeUndefined();
  });

  test("an empty file input means no attachment; a PDF within the limit is accepted", () => {
    expect(errorsOf({ ...good, attachment: new File([], "", { type: "application/octet-stream" }) })).toEqual({});
    expect(schema.parse({ ...good, attachment: new File([], "blob") }).attachment).toBeUndefined();
    expect(errorsOf({ ...good, attachment: new File(["%PDF-1.7"], "scan.pdf", { type: "application/pdf" }) })).toEqual(
      {},
    );
  });

  test("a file that is too large or not a PDF is refused", () => {
    const small = grievanceSchema(10);
    const tooLarge = small.safeParse({
      ...good,
      attachment: new File(["%PDF-1.7 and more"], "scan.pdf", { type: "application/pdf" }),
    });
    expect(tooLarge.success || fieldErrorsFromZod(tooLarge.error).attachment).toBe(
      "The attachment must be 10 B or smaller.",
    );
    expect(errorsOf({ ...good, attachment: new File(["hello"], "photo.jpg", { type: "image/jpeg" }) }).attachment).toBe(
      "The attachment must be a PDF file.",
    );
    expect(errorsOf({ ...good, attachment: 42 }).attachment).toBe("Choose a PDF file to attach.");
  });

  test("reads a submitted FormData: text values to show again, entries for the schema", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(good)) form.set(key, value);
    form.set("attachment", new File([], ""));
    expect(textValues(form, GRIEVANCE_FIELD_ORDER)).toEqual(good);
    expect(schema.safeParse(formEntries(form, GRIEVANCE_FIELD_ORDER)).success).toBe(true);
  });
});

describe("alumni schema", () => {
  const alumnus = {
    name: "Ravi Kumar",
    email: "ravi@example.org",
    programme: "Diploma in Tool and Die Making",
    campus: "dseu-pusa-i-campus",
    yearOfPassing: "2012",
    organisation: "",
  };

  test("accepts a registration; the organisation is optional", () => {
    expect(alumniSchema.parse(alumnus)).toEqual({ ...alumnus, yearOfPassing: 2012, organisation: undefined });
  });

  test("the year of passing is four digits between 1960 and this year", () => {
    const year = (value: string) => {
      const result = alumniSchema.safeParse({ ...alumnus, yearOfPassing: value });
      return result.success ? undefined : fieldErrorsFromZod(result.error).yearOfPassing;
    };
    expect(year("12")).toBe("Enter the year as four digits, like 2023.");
    expect(year("1959")).toBe("Enter a year between 1960 and this year.");
    expect(year(String(currentYearInIndia() + 1))).toBe("Enter a year between 1960 and this year.");
    expect(year(String(currentYearInIndia()))).toBeUndefined();
    expect(year("")).toBe("Enter your year of passing.");
  });
});

describe("feedback schema", () => {
  const feedback = {
    name: "Kiran Rao",
    email: "kiran@example.org",
    phone: "",
    topic: "admission",
    page: "",
    message: "Please publish the round dates earlier.",
  };
  const validate = schemaValidator(feedbackSchema, FEEDBACK_FIELD_ORDER);
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    return data;
  };

  test("accepts a message without phone or page; a phone is kept as ten digits", () => {
    expect(feedbackSchema.parse(feedback)).toEqual({ ...feedback, phone: undefined, page: undefined });
    expect(feedbackSchema.parse({ ...feedback, phone: "98765-43210" }).phone).toBe("9876543210");
    expect(validate(form(feedback))).toEqual({});
  });

  test("an empty form gets a message for each required field, in words a person can act on", () => {
    expect(validate(form({}))).toEqual({
      name: "Enter your full name.",
      email: "Enter your email address.",
      topic: "Choose what your feedback is about.",
      message: "Write your feedback.",
    });
  });

  test("a phone that is given must be ten digits; the message needs some substance and has a limit", () => {
    expect(validate(form({ ...feedback, phone: "12345" })).phone).toBe(
      "Enter a 10-digit mobile number, digits only, or leave it empty.",
    );
    expect(validate(form({ ...feedback, message: "Nice" })).message).toBe(
      "Write at least 10 characters, so that we can act on it.",
    );
    expect(validate(form({ ...feedback, message: "x".repeat(3001) })).message).toBe(
      "The message must be 3000 characters or fewer.",
    );
    expect(validate(form({ ...feedback, topic: "gossip" })).topic).toBe("Choose what your feedback is about.");
  });
});

describe("reference numbers", () => {
  test("have the kind's prefix, the year and a six-digit serial", () => {
    expect(formatReference("grievance", 2026, 123)).toBe("GRV-2026-000123");
    expect(formatReference("alumni", 2026, 1)).toBe("ALM-2026-000001");
    expect(formatReference("grievance", 2026, 1234567)).toBe("GRV-2026-1234567");
    expect(() => formatReference("grievance", 2026, 0)).toThrow(RangeError);
  });

  test("parse back, ignoring case and spaces around", () => {
    expect(parseReference(" grv-2026-000123 ")).toEqual({ prefix: "GRV", year: 2026, serial: 123 });
    expect(parseReference("GRV-26-1")).toBeUndefined();
  });

  test("the next serial follows the highest of the same kind and year", () => {
    expect(nextSerial([], "grievance", 2026)).toBe(1);
    expect(
      nextSerial(["GRV-2026-000009", "GRV-2026-000010", "GRV-2025-000500", "ALM-2026-000777"], "grievance", 2026),
    ).toBe(11);
    expect(nextSerial(["GRV-2026-999999"], "grievance", 2026)).toBe(1_000_000);
  });

  test("the year is India's: New Year's Eve evening in UTC is already next year in Delhi", () => {
    expect(referenceYear(new Date("2026-12-31T18:31:00Z"))).toBe(2027);
    expect(referenceYear(new Date("2026-12-31T18:29:00Z"))).toBe(2026);
  });
});

describe("the old app's grievance form", () => {
  test("maps its field names and campus codes to the form's input", () => {
    const form = new FormData();
    form.set("fullName", "Asha Verma");
    form.set("email", "asha@example.org");
    form.set("mobile", "9876543210");
    form.set("enrollmentNumber", "DSEU2024001");
    form.set("department", "Examination");
    form.set("program", "BCA");
    form.set("campus", "pusa-ii");
    form.set("grievanceCategory", "exam");
    form.set("description", "My result for semester two has not been declared yet.");
    const input = grievanceFromLegacyForm(form);
    expect(input).toMatchObject({
      name: "Asha Verma",
      phone: "9876543210",
      campus: "dseu-pusa-ii-campus",
      category: "exam",
      subject: "Student grievance: Examination issues",
      enrollmentNumber: "DSEU2024001",
      department: "Examination",
      program: "BCA",
      attachment: undefined,
    });
    expect(schema.safeParse(input).success).toBe(true);
  });
});

test("a form request may carry the largest attachment plus the form's overhead", () => {
  expect(formRequestLimitBytes({})).toBe(5 * 1024 * 1024 + FORM_OVERHEAD_BYTES);
  expect(formRequestLimitBytes({ ATTACHMENT_MAX_BYTES: "2097152" })).toBe(2097152 + FORM_OVERHEAD_BYTES);
  expect(() => formRequestLimitBytes({ ATTACHMENT_MAX_BYTES: "ten" })).toThrow();
});
