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
  fetchFaculty,
  fetchPrograms,
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

  test("a faculty page is asked for by its size and number", async () => {
    fetchMock.mockResolvedValue(jsonResponse(facultyPage()));
    await fetchFaculty(5, 2);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/v1/faculty?limit=5&page=2");
  });
});

function facultyPage(status = "success") {
  return { status, results: 0, metadata: { page: 1, totalPages: 0, totalItems: 0 }, data: { faculty: [] } };
}

describe("apiRequest", () => {
  test("calls the same origin with its cookie and never sends a token, even one left in session storage", async () => {
    window.sessionStorage.setItem("token", "abc.def.ghi");
    fetchMock.mockResolvedValue(jsonResponse(facultyPage()));
    const answer = await fetchFaculty(10);
    expect(answer.results).toBe(0);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: "same-origin" });
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
      const pending = fetchPrograms().finally(() => {
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
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: "fail", message: "limit: must be at most 100" }, 400));
    await expect(fetchFaculty(1000)).rejects.toMatchObject({ message: "limit: must be at most 100", status: 400 });
    fetchMock.mockResolvedValueOnce(htmlResponse(502));
    await expect(fetchPrograms()).rejects.toMatchObject({ message: NETWORK_ERROR, status: 502 });
  });

  test("a programme list that is not an array fails with 'Unexpected data format'", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: "success", results: 1, data: { programs: { name: "BCA" } } }));
    await expect(fetchPrograms()).rejects.toEqual(new ApiError(FORMAT_ERROR));
  });
});

describe("writes", () => {
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
