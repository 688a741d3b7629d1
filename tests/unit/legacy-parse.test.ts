import fs from "node:fs";
import path from "node:path";
import {
  alignDepartmentsWithSchools,
  departmentMatchKey,
  deriveZone,
  mergeCampuses,
  mergeLists,
  normaliseCampusName,
  normaliseDepartmentName,
  normaliseEmail,
  parseCampusRecord,
  parseCommaList,
  parseDepartmentRecord,
  parseFacultyRecord,
  parseListField,
  parsePythonList,
  parseSchoolRecord,
  type LegacyCampus,
} from "@/lib/legacy/parse";

const LEGACY_DIR = path.resolve(process.cwd(), "../shared/data/legacy");

function readLegacy(file: string): unknown[] {
  return JSON.parse(fs.readFileSync(path.join(LEGACY_DIR, file), "utf8")) as unknown[];
}

/** An ObjectId of the old database with the given counter value. */
function objectId(counter: number): string {
  return `67dbb64e8ca4a5cd0c${counter.toString(16).padStart(6, "0")}`;
}

describe("list strings", () => {
  test("a Python-style list with single quotes and stray spaces", () => {
    expect(parsePythonList(" ['67dbb64e8ca4a5cd0c114a3c', '67dbb64e8ca4a5cd0c114a3e'] ")).toEqual([
      "67dbb64e8ca4a5cd0c114a3c",
      "67dbb64e8ca4a5cd0c114a3e",
    ]);
    expect(parsePythonList("['https://i.imgur.com/a.jpg','https://i.imgur.com/b.jpg']")).toEqual([
      "https://i.imgur.com/a.jpg",
      "https://i.imgur.com/b.jpg",
    ]);
    expect(parsePythonList('["a", "b"]')).toEqual(["a", "b"]);
    expect(parsePythonList("[]")).toEqual([]);
  });

  test("a string that is not a bracketed list is not a Python list", () => {
    expect(parsePythonList("a, b")).toBeNull();
  });

  test("comma lists are trimmed, lose empty items and a final Oxford 'and'", () => {
    expect(parseCommaList("Computer Lab 1, Computer Lab2")).toEqual(["Computer Lab 1", "Computer Lab2"]);
    expect(parseCommaList("2 Computer Labs, 2 Retail Labs, and 2 Hospitality Labs")).toEqual([
      "2 Computer Labs",
      "2 Retail Labs",
      "2 Hospitality Labs",
    ]);
    expect(parseCommaList(" , x ,, ")).toEqual(["x"]);
    expect(parseCommaList("")).toEqual([]);
  });

  test("a list field may be a Python list, comma-separated URLs or a JSON array", () => {
    expect(parseListField("['u1','u2']")).toEqual(["u1", "u2"]);
    expect(parseListField("https://drive.google.com/open?id=1, https://drive.google.com/open?id=2")).toEqual([
      "https://drive.google.com/open?id=1",
      "https://drive.google.com/open?id=2",
    ]);
    expect(parseListField([" a ", "", 3, "b"])).toEqual(["a", "b"]);
    expect(parseListField(undefined)).toEqual([]);
  });

  test("merging lists keeps the first spelling of duplicates", () => {
    expect(mergeLists(["Lab A", "Lab  B"], ["lab b", "Lab C"])).toEqual(["Lab A", "Lab  B", "Lab C"]);
  });
});

describe("names and emails", () => {
  test("department names are trimmed, collapsed and the 'Depatment' typo repaired", () => {
    expect(normaliseDepartmentName("Department of  Rehabilitation Science  ")).toBe(
      "Department of Rehabilitation Science",
    );
    expect(normaliseDepartmentName("Depatment of Korean Language")).toBe("Department of Korean Language");
  });

  test("the department match key ignores the prefix, case, spacing, punctuation and a plural 's'", () => {
    expect(departmentMatchKey("Department of Allied Health Care Science")).toBe(
      departmentMatchKey("Allied Healthcare Science"),
    );
    expect(departmentMatchKey("Department of Innovation Entrepreneurship")).toBe(
      departmentMatchKey("Innovation & Entrepreneurship"),
    );
    expect(departmentMatchKey("Department of Computer Science and Application")).toBe(
      departmentMatchKey("Computer Science and Applications"),
    );
    expect(departmentMatchKey("Department of Physics")).not.toBe(departmentMatchKey("Department of Chemistry"));
  });

  test("campus names get 'DSEU' in capitals and single spaces", () => {
    expect(normaliseCampusName("Dseu Jaffarpur Campus ")).toBe("DSEU Jaffarpur Campus");
    expect(normaliseCampusName("dseu   Ranhola Campus")).toBe("DSEU Ranhola Campus");
    expect(normaliseCampusName("Guru Nanak Dev DSEU Campus")).toBe("Guru Nanak Dev DSEU Campus");
  });

  test("emails are trimmed and lower-cased; invalid ones give null", () => {
    expect(normaliseEmail(" Miniti.binju@dseu.ac.in ")).toBe("miniti.binju@dseu.ac.in");
    expect(normaliseEmail("not-an-email")).toBeNull();
    expect(normaliseEmail(undefined)).toBeNull();
  });
});

describe("zones", () => {
  test.each([
    ["DSEU Jaffarpur Campus", "west"],
    ["DSEU Ranhola Campus", "west"],
    ["Ambedkar DSEU Campus", "east"],
    ["Bhai Parmanand DSEU Campus", "east"],
    ["DSEU Vivek Vihar Campus", "east"],
    ["Guru Nanak Dev DSEU Campus", "north"],
    ["Aryabhatt DSEU Ashok Vihar Campus", "north"],
    ["G.B. Pant DSEU Okhla-I Campus", "south"],
    ["G. B. Pant DSEU Campus", "south"],
    ["DSEU Pusa-I Campus", "central"],
    ["DSEU Siri Fort Campus", "central"],
  ])("%s is in the %s zone", (name, zone) => {
    expect(deriveZone(name)).toBe(zone);
  });

  test("a campus of no known place has no zone", () => {
    expect(deriveZone("DSEU Narela Campus")).toBeNull();
  });
});

describe("records", () => {
  test("a department record: name normalised, hod lower-cased, missing hod is null", () => {
    expect(
      parseDepartmentRecord({ department: " Department of Civil Engineering ", hod: " Anupam.K.Upadhyay@dseu.ac.in" }),
    ).toEqual({
      ok: true,
      value: { name: "Department of Civil Engineering", hod: "anupam.k.upadhyay@dseu.ac.in" },
    });
    expect(parseDepartmentRecord({ department: "Department of Forestry" })).toEqual({
      ok: true,
      value: { name: "Department of Forestry", hod: null },
    });
    expect(parseDepartmentRecord({ hod: "x@dseu.ac.in" })).toEqual({ ok: false, reason: "missing department name" });
  });

  test("a school record: name collapsed, the id list parsed", () => {
    expect(
      parseSchoolRecord({ school: "Faculty of   Architecture (FACES) ", dept_id: " ['67DBB64F8CA4A5CD0C114A5A'] " }),
    ).toEqual({
      ok: true,
      value: { name: "Faculty of Architecture (FACES)", departmentIds: ["67dbb64f8ca4a5cd0c114a5a"] },
    });
  });

  test("a faculty record needs a valid email and a firstname; surname and designation have defaults", () => {
    const parsed = parseFacultyRecord({
      email: "Rajinder@dseu.ac.in ",
      firstname: " Rajinder ",
      dept_id: "67dbb6528ca4a5cd0c114aac",
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        email: "rajinder@dseu.ac.in",
        salutation: "",
        firstname: "Rajinder",
        surname: "",
        designation: "Professor",
        school: null,
        overview: "",
        photo: "",
        legacyDepartmentId: "67dbb6528ca4a5cd0c114aac",
      },
    });
    expect(parseFacultyRecord({ firstname: "A" })).toEqual({ ok: false, reason: "missing email" });
    expect(parseFacultyRecord({ email: "nobody", firstname: "A" })).toEqual({
      ok: false,
      reason: 'invalid email "nobody"',
    });
    expect(parseFacultyRecord({ email: "a@dseu.ac.in", firstname: "  " })).toEqual({
      ok: false,
      reason: "missing firstname",
    });
  });

  test("a campus record whose location is a link gets a map link and no address", () => {
    const parsed = parseCampusRecord({
      "Name of the Campus": "Dseu Jaffarpur Campus ",
      "Location of the Campus": "https://maps.app.goo.gl/YNiHzdH5A8PRcBY38?g_st=aw",
      "Courses offered by the Campus": "Diploma in Computer Engg, Bachelor of Computer Applications BCA",
      "Student activity and events held in the campus": "['https://i.imgur.com/a.jpg','https://i.imgur.com/b.jpg']",
    });
    expect(parsed.ok && parsed.value).toMatchObject({
      name: "DSEU Jaffarpur Campus",
      slug: "dseu-jaffarpur-campus",
      zone: "west",
      address: "",
      mapUrl: "https://maps.app.goo.gl/YNiHzdH5A8PRcBY38?g_st=aw",
      programmesOffered: ["Diploma in Computer Engg", "Bachelor of Computer Applications BCA"],
      labs: [],
      activityPhotos: ["https://i.imgur.com/a.jpg", "https://i.imgur.com/b.jpg"],
    });
  });

  test("a campus record with a text location keeps it as the address and leaves the map link alone", () => {
    const parsed = parseCampusRecord({
      "Name of the Campus": "DSEU Ranhola Campus",
      "Location of the Campus": " Nangloi, Delhi-110041 ",
    });
    expect(parsed.ok && parsed.value).toMatchObject({ address: "Nangloi, Delhi-110041", mapUrl: null });
  });

  test("a campus record without a derivable zone is rejected", () => {
    expect(parseCampusRecord({ "Name of the Campus": "DSEU Narela Campus" })).toEqual({
      ok: false,
      reason: 'zone cannot be derived from the name "DSEU Narela Campus"',
    });
    expect(parseCampusRecord({})).toEqual({ ok: false, reason: "missing campus name" });
  });

  test("merging two entries of a campus: later non-empty fields win, lists are joined", () => {
    const base: LegacyCampus = {
      name: "Guru Nanak Dev DSEU Campus",
      slug: "guru-nanak-dev-dseu-campus",
      zone: "north",
      director: "H.R. Meena",
      directorEmail: "director-gndit@dseu.ac.in",
      directorMessage: "first message",
      address: "Sector - 18, Rohini",
      mapUrl: null,
      about: "first",
      programmesOffered: ["A", "B"],
      labs: ["Lab 1"],
      photoUrl: "https://example.org/1.jpg",
      activityPhotos: ["p1"],
    };
    const merged = mergeCampuses(base, {
      ...base,
      director: "H. R. Meena",
      about: "",
      programmesOffered: ["B", "C"],
      activityPhotos: ["p2"],
    });
    expect(merged).toMatchObject({
      director: "H. R. Meena",
      about: "first",
      programmesOffered: ["A", "B", "C"],
      labs: ["Lab 1"],
      activityPhotos: ["p1", "p2"],
    });
  });
});

describe("aligning departments with the schools' id lists", () => {
  test("each school takes the next departments, one per id", () => {
    const ids = [objectId(10), objectId(12), objectId(14)];
    expect(alignDepartmentsWithSchools(3, [ids.slice(0, 1), ids.slice(1)])).toEqual({
      legacyIds: ids,
      schoolMembers: [[0], [1, 2]],
    });
  });

  test("an unreferenced department sits where an ObjectId was skipped between two schools", () => {
    const first = [objectId(10), objectId(12)];
    const second = [objectId(16), objectId(18)]; // 14 was created but never referenced
    expect(alignDepartmentsWithSchools(5, [first, second])).toEqual({
      legacyIds: [objectId(10), objectId(12), null, objectId(16), objectId(18)],
      schoolMembers: [
        [0, 1, 2],
        [3, 4],
      ],
    });
  });

  test("a skipped ObjectId inside a school's list is not a department when the counts do not call for one", () => {
    const first = [objectId(10), objectId(14)];
    const second = [objectId(16)];
    expect(alignDepartmentsWithSchools(3, [first, second]).legacyIds).toEqual([
      objectId(10),
      objectId(14),
      objectId(16),
    ]);
  });

  test("the DSEU exports: Rehabilitation Science (the 5th FAMSHS department) is the one without an id", () => {
    const departments = readLegacy("departments.json").map(parseDepartmentRecord);
    const idLists = readLegacy("departmentSchools.json").map((record) => {
      const parsed = parseSchoolRecord(record);
      return parsed.ok ? parsed.value.departmentIds : [];
    });
    const { legacyIds, schoolMembers } = alignDepartmentsWithSchools(departments.length, idLists);
    const nameAt = (index: number) => {
      const parsed = departments[index];
      return parsed?.ok ? parsed.value.name : undefined;
    };
    const withoutId = legacyIds.flatMap((id, index) => (id === null ? [nameAt(index)] : []));
    expect(withoutId).toEqual(["Department of Rehabilitation Science"]);
    expect(schoolMembers.map((members) => members.length)).toEqual([7, 5, 10, 3, 11, 5, 4, 7, 11, 5, 6, 10, 6, 7, 8]);
    expect(legacyIds[departments.findIndex((_, i) => nameAt(i) === "Department of Fashion Design")]).toBe(
      "67dbb64f8ca4a5cd0c114a4a",
    );
    expect(legacyIds.at(-1)).toBe("67dbb6548ca4a5cd0c114afe");
  });
});
