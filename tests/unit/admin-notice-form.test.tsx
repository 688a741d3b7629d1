import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock("react-hot-toast", () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));
const uploadNotice = jest.fn();
jest.mock("@/lib/api-client", () => ({
  ...jest.requireActual("@/lib/api-client"),
  uploadNotice: (...args: unknown[]) => uploadNotice(...args),
}));

import { UploadTabs } from "@/components/admin/notices/UploadTabs";
import { NoticeForm } from "@/components/admin/notices/NoticeForm";
import { NOTICE_SECTIONS } from "@/lib/notices/sections";

const MB = 1024 * 1024;

beforeEach(() => uploadNotice.mockReset());

test("each tab offers only its group's sections, and its own extra fields", () => {
  render(<UploadTabs maxBytes={50 * MB} publicPaths={{}} />);
  const options = () =>
    within(screen.getByLabelText("Section"))
      .getAllByRole("option")
      .map((o) => o.textContent);
  expect(options()).toEqual(["Choose a section", "Admission", "Students", "Important Links", "Notices"]);
  expect(screen.queryByLabelText(/Apply link/)).toBeNull();

  fireEvent.click(screen.getByRole("tab", { name: "Work With Us" }));
  expect(screen.getByRole("tab", { name: "Work With Us" })).toHaveAttribute("aria-selected", "true");
  expect(options()).toEqual([
    "Choose a section",
    "Academic Positions",
    "Non Academic Positions",
    "Short Term Positions",
    "Results",
    "Recruitments and Notices",
  ]);
  expect(screen.getByLabelText(/Apply link/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Vacancies/)).toBeInTheDocument();
  expect(screen.queryByLabelText(/Order number/)).toBeNull();

  fireEvent.click(screen.getByRole("tab", { name: "Research" }));
  expect(screen.getByLabelText(/Order number/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Order date/)).toBeInTheDocument();
});

test("the file is a labelled PDF input inside the drop zone, with the size limit in its description", () => {
  render(<UploadTabs maxBytes={50 * MB} publicPaths={{}} />);
  const input = screen.getByLabelText("PDF file");
  expect(input).toHaveAttribute("type", "file");
  expect(input).toHaveAttribute("accept", "application/pdf,.pdf");
  expect(input).toHaveAccessibleDescription("PDF only, at most 50.0 MB.");
  expect(screen.getByTestId("pdf-drop-zone")).toContainElement(input);
});

test("an incomplete form is stopped in the browser with messages at the fields and focus on the first", async () => {
  render(<UploadTabs maxBytes={50 * MB} publicPaths={{}} />);
  fireEvent.click(screen.getByRole("button", { name: "Upload notice" }));
  const title = screen.getByLabelText("Title");
  await waitFor(() => expect(title).toHaveFocus());
  expect(title).toHaveAccessibleDescription("Error: Enter the notice title");
  expect(screen.getByLabelText("Section")).toHaveAccessibleDescription("Error: Choose a section");
  expect(screen.getByLabelText("PDF file")).toHaveAccessibleDescription(/Error: Choose the PDF file of the notice/);
  expect(uploadNotice).not.toHaveBeenCalled();
});

test("the archive upload offers every section, the apply link and vacancies, and no auto-archive", () => {
  render(
    <NoticeForm
      mode="archive"
      idBase="archive"
      maxBytes={MB}
      sections={NOTICE_SECTIONS}
      jobFieldsAlways
      submitLabel="Upload into the archive"
    />,
  );
  const section = screen.getByLabelText("Section");
  expect(within(section).getAllByRole("option")).toHaveLength(NOTICE_SECTIONS.length + 1);
  expect(
    within(section)
      .getAllByRole("group")
      .map((g) => g.getAttribute("label")),
  ).toEqual(["Information Bulletin", "Announcement", "Work With Us", "Administration", "Statutory Body", "Research"]);
  expect(screen.getByLabelText(/Apply link/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Vacancies/)).toBeInTheDocument();
  expect(screen.getByLabelText(/End date/)).toBeInTheDocument();
  expect(screen.queryByLabelText(/Valid until/)).toBeNull();
  expect(screen.queryByLabelText(/automatically/)).toBeNull();
});
