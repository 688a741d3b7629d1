/**
 * The browser-side API client: addresses, the session cookie (never a token from storage), time limit, answer validation and the
 * upload with progress.
 */
import {
  API_TIMEOUT_MS,
  ApiError,
  FORMAT_ERROR,
  NETWORK_ERROR,
  apiUrl,
  deleteNotice,
  fetchCampuses,
  fetchDepartmentSchools,
  fetchNotices,
  login,
  setNoticeArchived,
  updateFacultyProfile,
  uploadNotice,
} from "@/lib/api-client";
import { FakeXhr } from "../helpers/fake-xhr";

const notice = {
  _id: "0123456789abcdef01234567",
  fileName: "Admission schedule",
  fileLink: "http://localhost:3000/files/89abcdef0123456789abcdef/schedule.pdf",
  section: "admission",
  archive: false,
  autoArchive: false,
  uploadedAt: "2025-07-25T00:00:00.000Z",
  createdAt: "2025-07-25T00:00:00.000Z",
  updatedAt: "2025-07-25T00:00:00.000Z",
  uploadedBy: "editor@example.org",
  driveFileId: "89abcdef0123456789abcdef",
  fileSize: 1234,
  fileType: "application/pdf",
  hasTextLayer: true,
};

// jsdom has no Response class; the client only reads `status` and `json()`.
function jsonResponse(body: unknown, status = 200): Response {
  return { status, json: async () => body } as Response;
}

function htmlResponse(status: number): Response {
  return { status, json: async () => JSON.parse("<html>bad gateway</html>") } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.sessionStorage.clear();
  delete process.env.NEXT_PUBLIC_API_BASE_URL;
});

describe("addresses", () => {
  test("default to this site's /api/v1/, and join paths with or without a leading slash", () => {
    expect(apiUrl("notice")).toBe("/api/v1/notice");
    expect(apiUrl("/departments")).toBe("/api/v1/departments");
  });

  test("follow NEXT_PUBLIC_API_BASE_URL, with or without its trailing slash", () => {
    process.env.NEXT_PUBLIC_API_BASE_URL = "https://api.dseu.example/api/v1";
    expect(apiUrl("campus")).toBe("https://api.dseu.example/api/v1/campus");
  });

  test("notice queries are encoded, and empty values are left out", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        status: "success",
        results: 0,
        metadata: { page: 2, totalPages: 0, totalItems: 0 },
        data: { notices: [] },
      }),
    );
    await fetchNotices({ section: "alerts and circulars", limit: 5, page: 2, regex: "" });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/v1/notice?section=alerts+and+circulars&limit=5&page=2");
  });
});

describe("apiRequest", () => {
  test("calls the same origin with its cookie and never sends a token, even one left in session storage", async () => {
    window.sessionStorage.setItem("token", "abc.def.ghi");
    fetchMock.mockResolvedValue(
      jsonResponse({
        status: "success",
        results: 1,
        metadata: { page: 1, totalPages: 1, totalItems: 1 },
        data: { notices: [notice] },
      }),
    );
    const answer = await fetchNotices();
    expect(answer.data.notices[0]!.fileName).toBe("Admission schedule");
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: "same-origin" });
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).has("Authorization")).toBe(false);
  });

  test("sends no Authorization header", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: "success", results: 0, data: { campuses: [] } }));
    await fetchCampuses("north zone");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/v1/campus?zone=north+zone");
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).has("Authorization")).toBe(false);
  });

  test("gives up after 10 seconds", async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init.signal!.addEventListener("abort", () => reject(new ApiError("aborted")));
          }),
      );
      let settled = false;
      const pending = fetchNotices().finally(() => {
        settled = true;
      });
      pending.catch(() => {});
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(pending).rejects.toMatchObject({ message: "aborted" });
    } finally {
      jest.useRealTimers();
    }
  });

  test("a non-200 answer fails with the server's message, or 'Network response was not ok'", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ status: "fail", message: "section: is not one of the notice sections" }, 400),
    );
    await expect(fetchNotices({ section: "x" })).rejects.toMatchObject({
      message: "section: is not one of the notice sections",
      status: 400,
    });
    fetchMock.mockResolvedValueOnce(htmlResponse(502));
    await expect(fetchNotices()).rejects.toMatchObject({ message: NETWORK_ERROR, status: 502 });
  });

  test("a department-school list that is not an array fails with 'Unexpected data format'", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: "success", results: 1, data: { departmentSchools: { name: "FCITES" } } }),
    );
    await expect(fetchDepartmentSchools()).rejects.toEqual(new ApiError(FORMAT_ERROR));
  });
});

describe("writes", () => {
  test("login posts JSON and returns the token and role", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: "success", token: "t", role: "Admin", email: "admin@example.org" }),
    );
    expect(await login("admin@example.org", "secret")).toEqual({
      status: "success",
      token: "t",
      role: "Admin",
      email: "admin@example.org",
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v1/auth/login");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ email: "admin@example.org", password: "secret" });
  });

  test("archive, delete and profile edits use the right methods and bodies", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ status: "success", data: { notice: { ...notice, archive: true } } }),
    );
    expect((await setNoticeArchived(notice._id, true)).data.notice.archive).toBe(true);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: "PATCH", body: JSON.stringify({ archive: true }) });

    fetchMock.mockResolvedValueOnce(jsonResponse({ status: "success", message: "Notice deleted successfully" }));
    await deleteNotice(notice._id);
    expect(fetchMock.mock.calls[1]![0]).toBe(`/api/v1/notice/${notice._id}`);
    expect(fetchMock.mock.calls[1]![1].method).toBe("DELETE");

    fetchMock.mockResolvedValueOnce(
      jsonResponse({ status: "fail", message: "Unauthorized: You cannot edit other faculty data." }, 403),
    );
    await expect(updateFacultyProfile("0123456789abcdef01234567", { overview: "x" })).rejects.toMatchObject({
      status: 403,
      message: "Unauthorized: You cannot edit other faculty data.",
    });
  });
});

describe("uploadNotice", () => {
  const realXhr = window.XMLHttpRequest;
  beforeEach(() => {
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterAll(() => {
    window.XMLHttpRequest = realXhr;
  });

  test("sends the form without a token (the cookie goes with it), reports progress and resolves with the created notice", async () => {
    window.sessionStorage.setItem("token", "tok");
    const form = new FormData();
    form.set("fileName", "Admission schedule");
    const progress: number[] = [];
    const pending = uploadNotice(form, {
      onProgress: ({ loaded, total }) => progress.push(Math.round((loaded / total) * 100)),
    });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: "POST", url: "/api/v1/notice/upload", body: form });
    expect(xhr.headers).not.toHaveProperty("Authorization");
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(201, {
      status: "success",
      message: "File uploaded successfully",
      fileUrl: notice.fileLink,
      section: "admission",
      data: { notice },
    });
    expect((await pending).data.notice._id).toBe(notice._id);
    expect(progress).toEqual([25, 100]);
  });

  test("a refused upload rejects with the server's `error` text", async () => {
    const pending = uploadNotice(new FormData());
    FakeXhr.last.answer(415, {
      status: "fail",
      message: "pdf: only PDF files are accepted; this file is not a PDF.",
      error: "pdf: only PDF files are accepted; this file is not a PDF.",
    });
    await expect(pending).rejects.toMatchObject({
      status: 415,
      message: "pdf: only PDF files are accepted; this file is not a PDF.",
    });
  });

  test("can be cancelled", async () => {
    const controller = new AbortController();
    const pending = uploadNotice(new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: "The upload was cancelled." });
  });
});
