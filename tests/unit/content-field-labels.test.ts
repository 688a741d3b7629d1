import { fieldLabels, fieldName } from "@/lib/content/field-labels";
import { TYPE_INFO, fieldsFor } from "@/lib/content/editor-fields";

describe("a data path named by the editor's labels", () => {
  const popup = TYPE_INFO["admission-popup"].fields;

  test("a list entry is named as the editor names it, then the field's label", () => {
    expect(fieldLabels(popup, "items.0.href")).toEqual(["Item 1", "PDF, site path or https link"]);
    expect(fieldName(popup, ["items", 2, "label", "en"])).toBe("Item 3 › Link text (English)");
    // An uploaded PDF's id belongs to the address it stands behind.
    expect(fieldName(popup, "items.1.fileId")).toBe("Item 2 › PDF, site path or https link");
  });

  test("a bilingual text names its language; the rich-text body too", () => {
    const page = fieldsFor("page", { path: "/about-us" });
    expect(fieldName(page, "body.en")).toBe("Body (English)");
    expect(fieldName(page, "title.hi")).toBe("Title (Hindi)");
    expect(fieldName(page, "crumbs.0.path")).toBe("Breadcrumb 1 › Address");
  });

  test("a message about a whole list or group names the list or group", () => {
    expect(fieldName(popup, "items")).toBe("Items");
    expect(fieldName(TYPE_INFO.news.fields, "items.3.link")).toBe("News item 4 › Link");
    expect(fieldName(TYPE_INFO.news.fields, "items.3.link.label.en")).toBe("News item 4 › Link › Link text (English)");
  });

  test("pictures: the file, its size and its alt text", () => {
    const news = TYPE_INFO.news.fields;
    expect(fieldName(news, "items.0.picture.src")).toBe("News item 1 › Photograph");
    expect(fieldName(news, "items.0.picture.width")).toBe("News item 1 › Photograph");
    expect(fieldName(news, "items.0.picture.alt.en")).toBe("News item 1 › Photograph › Alt text (English)");
    // A list of pictures holds the pictures themselves: the entry is the picture.
    const home = TYPE_INFO.home.fields;
    expect(fieldName(home, "headerBanners.1.src")).toBe("Banner 2");
    expect(fieldName(home, "headerBanners.1.alt.hi")).toBe("Banner 2 › Alt text (Hindi)");
    expect(fieldName(home, "banner.buttons.0.href")).toBe("Home banner › Button 1 › Address");
  });

  test("nested menus and a tender's documents", () => {
    const menus = TYPE_INFO.navigation.fields;
    expect(fieldName(menus, "main.0.children.2.children.1.href")).toBe("Menu 1 › Entry 3 › Sub-entry 2 › Address");
    const tender = TYPE_INFO.tender.fields;
    expect(fieldName(tender, "preBidMinutes.0.date")).toBe("Minutes 1 › Date");
    expect(fieldName(tender, "corrigenda.1.href")).toBe("Corrigendum 2 › PDF or link");
    expect(fieldName(tender, "closingTime")).toBe("Closing time (India time)");
  });

  test("a special page's structured parts, from that page's own declaration", () => {
    const page = fieldsFor("page", { path: "/holiday-calendar" });
    expect(fieldName(page, "fields.breaks.0.from")).toBe("Structured parts of the page › Break 1 › First day");
    // Two charts whose rows are both "Company": the chart is named too.
    const placement = fieldsFor("page", { path: "/placement" });
    expect(fieldName(placement, "fields.recruitersDiploma.0.selected")).toBe(
      "Structured parts of the page › Recruiters of diploma students (chart) › Company 1 › Students selected",
    );
    const units = fieldsFor("page", { path: "/administration/Other-Academic-Units" });
    expect(fieldName(units, "fields.intro.1.en")).toBe("Structured parts of the page › Paragraph 2 (English)");
  });

  test("a path the form does not show is named as far as the form knows it", () => {
    expect(fieldName(popup, "")).toBe("");
    expect(fieldName(popup, "nothing.here")).toBe("");
    expect(fieldName(popup, "items.0.unknown")).toBe("Item 1");
  });
});
