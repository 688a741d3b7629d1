import { config } from "@/lib/config";
import { photoOnThisSite } from "@/lib/faculty/photo";

describe("the faculty photo a public page shows", () => {
  test("is one of this site's own files", () => {
    const own = `${config().publicBaseUrl}/files/0123456789abcdef01234567/portrait.jpg`;
    expect(photoOnThisSite(own)).toBe(own);
    expect(photoOnThisSite("/files/0123456789abcdef01234567/portrait.jpg")).toBe(
      "/files/0123456789abcdef01234567/portrait.jpg",
    );
  });

  test("leaves out the old data's pictures on other sites, which the Content-Security-Policy blocks", () => {
    expect(photoOnThisSite("https://i.imgur.com/abc.jpg")).toBe("");
    expect(photoOnThisSite(`https://elsewhere.example/files/portrait.jpg`)).toBe("");
    expect(photoOnThisSite("")).toBe("");
  });
});
