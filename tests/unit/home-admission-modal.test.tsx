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
      startingDate: admissionNotice.walkIn.startingDate,
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

/** Lets the page paint and go idle, when the dialog opens (a frame, then an idle period or a timer). */
const afterFirstPaint = () => new Promise((resolve) => setTimeout(resolve, 100));

test("it opens after the first paint, with the round 4 result, the walk-in guidelines and the starting date", async () => {
  const { render, screen, AdmissionModal } = freshPage();
  render(<AdmissionModal {...POPUP} />);
  // Not in the same task as the page's hydration: opening it is no part of the boot.
  expect(document.querySelector("dialog")).not.toHaveAttribute("open");
  const dialog = await screen.findByRole("dialog", { name: "Admission Notifications" });
  expect(dialog).toHaveAttribute("open");
  expect(dialog).toHaveAttribute("aria-modal", "true");
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

test("once closed it stays closed when the home page is shown again in the same visit", async () => {
  const { render, screen, fireEvent, AdmissionModal } = freshPage();
  const first = render(<AdmissionModal {...POPUP} />);
  fireEvent.click(await screen.findByRole("button", { name: "Close admission notifications" }));
  expect(document.querySelector("dialog")).not.toHaveAttribute("open");
  first.unmount();
  render(<AdmissionModal {...POPUP} />);
  await afterFirstPaint();
  expect(document.querySelector("dialog")).not.toHaveAttribute("open");
});

test("left open, it still does not open again when the visitor comes back to the home page in the same visit", async () => {
  const { render, screen, AdmissionModal } = freshPage();
  const first = render(<AdmissionModal {...POPUP} />);
  expect(await screen.findByRole("dialog", { name: "Admission Notifications" })).toHaveAttribute("open");
  first.unmount();
  render(<AdmissionModal {...POPUP} />);
  await afterFirstPaint();
  expect(document.querySelector("dialog")).not.toHaveAttribute("open");
});

test("Escape closes it, and so does a click on the overlay around it", async () => {
  const { render, screen, fireEvent, AdmissionModal } = freshPage();
  const first = render(<AdmissionModal {...POPUP} />);
  const dialog = await screen.findByRole("dialog", { name: "Admission Notifications" });
  fireEvent.keyDown(dialog, { key: "Escape" });
  expect(dialog).not.toHaveAttribute("open");
  first.unmount();

  const again = freshPage();
  again.render(<again.AdmissionModal {...POPUP} />);
  const reopened = await again.screen.findByRole("dialog", { name: "Admission Notifications" });
  const overlay = reopened.previousElementSibling as HTMLElement;
  again.fireEvent.click(overlay);
  expect(reopened).not.toHaveAttribute("open");
});
