import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { ProfileEditor } from "@/components/faculty/ProfileEditor";
import {
  ApiError,
  addResearch,
  deleteResearch,
  updateFacultyProfile,
  updateResearch,
  uploadFacultyPhoto,
} from "@/lib/api-client";
import { installDialogPolyfill } from "../helpers/dialog-polyfill";
import { endSessionEverywhere, signedInAccount, type SignedInAccount } from "@/lib/auth/session-actions";

const push = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh }) }));
jest.mock("next-auth/react", () => ({ signOut: jest.fn() }));
// Who is signed in comes from the server (the http-only cookie); the page keeps no token.
jest.mock("@/lib/auth/session-actions", () => ({ signedInAccount: jest.fn(), endSessionEverywhere: jest.fn() }));
// The editor mounts its own Toaster (react-hot-toast is not on every page); only the toast calls are checked.
jest.mock("react-hot-toast", () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
  Toaster: () => null,
}));
jest.mock("@/lib/api-client", () => {
  const actual = jest.requireActual("@/lib/api-client");
  return {
    ApiError: actual.ApiError,
    updateFacultyProfile: jest.fn(),
    uploadFacultyPhoto: jest.fn(),
    addResearch: jest.fn(),
    updateResearch: jest.fn(),
    deleteResearch: jest.fn(),
  };
});

installDialogPolyfill();
// Several renders wait for the server's answer about the session; a busy machine needs more than 5 s.
jest.setTimeout(30_000);

const ID = "0123456789abcdef01234567";
const props = {
  facultyId: ID,
  email: "a.rao@example.org",
  overview: "Teaches networks.",
  research: [
    {
      id: "aaaaaaaaaaaaaaaaaaaaaaaa",
      researchArea: "Edge AI",
      researchOverview: "Small models.",
      publications: "Paper one",
    },
  ],
  hasPhoto: true,
  photoMaxBytes: 2 * 1024 * 1024,
};

function signIn(account: SignedInAccount | null) {
  jest.mocked(signedInAccount).mockResolvedValue(account);
}

beforeEach(() => {
  jest.clearAllMocks();
  signIn(null);
});

async function openEditor() {
  render(<ProfileEditor {...props} />);
  fireEvent.click(await screen.findByRole("button", { name: "Edit profile" }));
}

/** Lets the server's answer about the session arrive. */
const settle = () => act(async () => {});

describe("who sees the edit controls", () => {
  test("nobody signed in: nothing at all", async () => {
    const { container } = render(<ProfileEditor {...props} />);
    await settle();
    expect(container).toBeEmptyDOMElement();
  });

  test("the owner (by profile id or by email) and an administrator; not another faculty member", async () => {
    signIn({ role: "Faculty", email: "someone@example.org", facultyId: ID });
    const { unmount } = render(<ProfileEditor {...props} />);
    expect(await screen.findByRole("heading", { name: "Your profile" })).toBeInTheDocument();
    unmount();

    signIn({ role: "Faculty", email: "A.Rao@example.org", facultyId: "ffffffffffffffffffffffff" });
    const second = render(<ProfileEditor {...props} />);
    expect(await screen.findByRole("heading", { name: "Your profile" })).toBeInTheDocument();
    second.unmount();

    signIn({ role: "Faculty", email: "other@example.org", facultyId: "ffffffffffffffffffffffff" });
    const other = render(<ProfileEditor {...props} />);
    await settle();
    expect(other.container).toBeEmptyDOMElement();
    other.unmount();

    signIn({ role: "Admin", email: "admin@example.org", facultyId: null });
    render(<ProfileEditor {...props} />);
    expect(await screen.findByRole("heading", { name: "Edit this profile" })).toBeInTheDocument();
  });

  test("nothing is kept in the browser's storage", async () => {
    signIn({ role: "Faculty", email: props.email, facultyId: ID });
    render(<ProfileEditor {...props} />);
    await screen.findByRole("heading", { name: "Your profile" });
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);
  });

  test("Sign out ends the session on the server, then in the browser, and hides the controls", async () => {
    signIn({ role: "Faculty", email: props.email, facultyId: ID });
    render(<ProfileEditor {...props} />);
    const signOutButton = await screen.findByRole("button", { name: "Sign out" });
    signIn(null);
    fireEvent.click(signOutButton);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Your profile" })).not.toBeInTheDocument());
    expect(endSessionEverywhere).toHaveBeenCalledTimes(1);
  });
});

describe("editing", () => {
  beforeEach(() => signIn({ role: "Faculty", email: props.email, facultyId: ID }));

  test("the edit panel opens and closes with its button", async () => {
    render(<ProfileEditor {...props} />);
    const toggle = await screen.findByRole("button", { name: "Edit profile" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByLabelText(/Overview text/)).not.toBeVisible();
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Finish editing" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText(/Overview text/)).toBeVisible();
  });

  test("saving the overview calls the API, toasts and reads the page again", async () => {
    jest.mocked(updateFacultyProfile).mockResolvedValue({} as never);
    await openEditor();
    fireEvent.change(screen.getByLabelText(/Overview text/), { target: { value: "New words." } });
    fireEvent.click(screen.getByRole("button", { name: "Save overview" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(updateFacultyProfile).toHaveBeenCalledWith(ID, { overview: "New words." });
    expect(toast.success).toHaveBeenCalledWith("Overview saved");
  });

  test("the API's message naming a field is shown at that field", async () => {
    jest.mocked(updateFacultyProfile).mockRejectedValue(
      new ApiError("overview: must be at most 20000 characters", 400, {
        status: "fail",
        message: "overview: must be at most 20000 characters",
        fieldErrors: { overview: "must be at most 20000 characters" },
      }),
    );
    await openEditor();
    fireEvent.click(screen.getByRole("button", { name: "Save overview" }));
    const field = screen.getByLabelText(/Overview text/);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("must be at most 20000 characters")).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(refresh).not.toHaveBeenCalled();
  });

  test("an expired session: the one expired-session dialog, on this page, with what was typed still there", async () => {
    jest
      .mocked(updateFacultyProfile)
      .mockRejectedValue(new ApiError("Your session has expired. please log in again!", 401));
    await openEditor();
    fireEvent.change(screen.getByLabelText(/Overview text/), { target: { value: "Words worth keeping." } });
    fireEvent.click(screen.getByRole("button", { name: "Save overview" }));
    const dialog = await screen.findByRole("dialog", { name: "Session expired" });
    expect(within(dialog).getByText("Your session has expired. please log in again!")).toBeInTheDocument();
    const signInLink = within(dialog).getByRole("link", { name: /Sign in again/ });
    expect(signInLink).toHaveAttribute("target", "_blank");
    expect(signInLink.getAttribute("href")).toMatch(/^\/logindseu\?expired=1&next=/);
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Overview text/)).toHaveValue("Words worth keeping.");
  });

  test("a photo of the wrong type or size is named before anything is sent", async () => {
    await openEditor();
    const input = screen.getByLabelText(/New photo/);
    const upload = screen.getByRole("button", { name: "Upload photo" });
    fireEvent.click(upload);
    expect(await screen.findByText("Choose a photo to upload.")).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" })] } });
    fireEvent.click(upload);
    expect(
      await screen.findByText("Only JPEG, PNG or WebP images can be uploaded; this file is not one of them."),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(props.photoMaxBytes + 1)], "big.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [big] } });
    fireEvent.click(upload);
    expect(await screen.findByText("The file is larger than the upload limit of 2.0 MB.")).toBeInTheDocument();
    expect(uploadFacultyPhoto).not.toHaveBeenCalled();
  });

  test("a photo is uploaded through the API; the server's refusal is shown at the field", async () => {
    jest.mocked(uploadFacultyPhoto).mockRejectedValue(
      new ApiError("image: the image is damaged or incomplete; upload the whole file.", 400, {
        status: "fail",
        message: "image: the image is damaged or incomplete; upload the whole file.",
        fieldErrors: { image: "the image is damaged or incomplete; upload the whole file." },
      }),
    );
    await openEditor();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "me.jpg", { type: "image/jpeg" });
    fireEvent.change(screen.getByLabelText(/New photo/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole("button", { name: "Upload photo" }));
    expect(await screen.findByText("the image is damaged or incomplete; upload the whole file.")).toBeInTheDocument();
    expect(uploadFacultyPhoto).toHaveBeenCalledWith(
      ID,
      file,
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
  });

  test("a research entry: empty refused here, added, edited in a dialog, deleted after confirming", async () => {
    jest.mocked(addResearch).mockResolvedValue({} as never);
    jest.mocked(updateResearch).mockResolvedValue({} as never);
    jest.mocked(deleteResearch).mockResolvedValue({} as never);
    await openEditor();

    fireEvent.click(screen.getByRole("button", { name: "Add entry" }));
    expect(await screen.findByText("Fill in the research area, the overview or the publications.")).toBeInTheDocument();
    expect(addResearch).not.toHaveBeenCalled();
    fireEvent.change(screen.getAllByLabelText(/Research area/)[0]!, { target: { value: "Robotics" } });
    fireEvent.click(screen.getByRole("button", { name: "Add entry" }));
    await waitFor(() =>
      expect(addResearch).toHaveBeenCalledWith(ID, {
        research_area: "Robotics",
        research_overview: "",
        publications: "",
      }),
    );

    fireEvent.click(screen.getByRole("button", { name: "Edit Edge AI" }));
    const dialog = screen.getByRole("dialog", { name: "Edit research entry" });
    expect(within(dialog).getByLabelText(/Research area/)).toHaveValue("Edge AI");
    fireEvent.change(within(dialog).getByLabelText(/Publications/), { target: { value: "Paper one\nPaper two" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save entry" }));
    await waitFor(() =>
      expect(updateResearch).toHaveBeenCalledWith(ID, props.research[0]!.id, {
        research_area: "Edge AI",
        research_overview: "Small models.",
        publications: "Paper one\nPaper two",
      }),
    );

    fireEvent.click(screen.getByRole("button", { name: "Delete Edge AI" }));
    const confirm = screen.getByRole("dialog", { name: "Delete this research entry?" });
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(deleteResearch).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "Delete entry" })));
    expect(deleteResearch).toHaveBeenCalledWith(ID, props.research[0]!.id);
    expect(toast.success).toHaveBeenCalledWith("Research entry deleted");
  });
});
