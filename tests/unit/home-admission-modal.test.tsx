import { installDialogPolyfill } from "../helpers/dialog-polyfill";
import { admissionNotice } from "@/lib/db/seed/content/home";
import messages from "@/messages/en.json";

installDialogPolyfill();

type Rtl = typeof import("@testing-library/react/pure");
type ModalModule = typeof import("@/components/home/AdmissionModal");

// What the home page hands the dialog from the seed's admission pop-up.
const POPUP = {
  heading: { text: admissionNotice.title },
  items: [
    {
      heading: { text: "Diploma admissions" },
      label: { text: admissionNotice.diplomaResult.label },
      href: admissionNotice.diplomaResult.href,
    },
    {
      heading: { text: "Walk-in admissions: UG, B.Tech and PG" },
      label: { text: admissionNotice.walkIn.label },
      href: admissionNotice.walkIn.href,
      startingDate: { text: admissionNotice.walkIn.startingDate },
    },
  ],
  labels: { startingDate: messages.home.startingDate, close: messages.home.closeNotifications },
  locale: "en" as const,
};

/**
 * A fresh copy of the modal (and of React and Testing Library, which must share its React) for
 * each test: the "closed during this visit" memory lives in the module, as in a real page load.
 */
function freshPage(): Rtl & { AdmissionModal: ModalModule["AdmissionModal"] } {
  let loaded!: Rtl & { AdmissionModal: ModalModule["AdmissionModal"] };
  jest.isolateModules(() => {
    const rtl: Rtl = jest.requireActual("@testing-library/react/pure");
    const { AdmissionModal }: ModalModule = jest.requireActual("@/components/home/AdmissionModal");
    loaded = { ...rtl, AdmissionModal };
  });
  page = loaded;
  return loaded;
}

let page: Rtl | undefined;
afterEach(() => page?.cleanup());

test("it opens once mounted, with the round 4 result, the walk-in guidelines and the starting date", () => {
  const { render, screen, AdmissionModal } = freshPage();
  render(<AdmissionModal {...POPUP} />);
  const dialog = screen.getByRole("dialog", { name: "Admission Notifications" });
  expect(dialog).toHaveAttribute("open");
  expect(screen.getByRole("link", { name: "Diploma Round 4 seat allocation result" })).toHaveAttribute(
    "href",
    "/admission/result/diploma/round4",
  );
  const guidelines = screen.getByRole("link", {
    name: /Walk-in admission guidelines for UG, B.Tech and PG, academic year 2025-26/,
  });
  expect(guidelines).toHaveAttribute("href", "/admission");
  expect(guidelines).not.toHaveAttribute("target");
  expect(dialog).toHaveTextContent("Starting date: 03.09.2025");
  expect(screen.getByRole("button", { name: "Close admission notifications" })).toHaveFocus();
});

test("once closed it stays closed when the home page is shown again in the same visit", () => {
  const { render, screen, fireEvent, AdmissionModal } = freshPage();
  const first = render(<AdmissionModal {...POPUP} />);
  fireEvent.click(screen.getByRole("button", { name: "Close admission notifications" }));
  expect(document.querySelector("dialog")).not.toHaveAttribute("open");
  first.unmount();
  render(<AdmissionModal {...POPUP} />);
  expect(document.querySelector("dialog")).not.toHaveAttribute("open");
});

test("left open, it still does not open again when the visitor comes back to the home page in the same visit", () => {
  const { render, AdmissionModal } = freshPage();
  const first = render(<AdmissionModal {...POPUP} />);
  expect(document.querySelector("dialog")).toHaveAttribute("open");
  first.unmount();
  render(<AdmissionModal {...POPUP} />);
  expect(document.querySelector("dialog")).not.toHaveAttribute("open");
});

test("Escape (the browser closing it) closes it", () => {
  const { render, act, AdmissionModal } = freshPage();
  render(<AdmissionModal {...POPUP} />);
  const dialog = document.querySelector("dialog")!;
  expect(dialog).toHaveAttribute("open");
  act(() => dialog.close());
  expect(dialog).not.toHaveAttribute("open");
});
