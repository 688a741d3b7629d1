import { fireEvent, render, screen } from "@testing-library/react";
import { NotFoundView } from "@/components/layout/NotFoundView";
import { ErrorFallback } from "@/components/ui/ErrorFallback";
import { UnderConstruction } from "@/components/ui/UnderConstruction";
import { LoadingView } from "@/components/ui/LoadingView";
import en from "@/messages/en.json";

const back = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ back }) }));

test("the not-found view has the large 404, its heading, its text and a link home", async () => {
  render(await NotFoundView({}));
  expect(screen.getByText("404")).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
  expect(
    screen.getByText(
      "The page you’re looking for doesn’t exist or has been moved. Let’s get you back to something helpful.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Go back home" })).toHaveAttribute("href", "/");
});

test("the error fallback says what happened and what to do, and can retry", () => {
  const retry = jest.fn();
  render(<ErrorFallback onRetry={retry} />);
  expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong.");
  expect(screen.getByText("Please refresh the page or try again later.")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(retry).toHaveBeenCalled();
});

test("the under-construction view names the section and offers Go Back and Go Home", () => {
  render(
    <UnderConstruction
      section="Advisory Board"
      words={en.noticeBoards.offices.underConstruction}
      locale="en"
      homeHref="/"
    />,
  );
  expect(screen.getByRole("heading", { name: "Under Construction" })).toBeInTheDocument();
  expect(screen.getByText("Advisory Board is currently being built. Stay tuned for updates!")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Go Back" }));
  expect(back).toHaveBeenCalled();
  expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
});

test("the loading view shows the logo above a loader announced as Loading...", () => {
  render(<LoadingView />);
  const images = screen.getAllByRole("img");
  expect(images.map((i) => i.getAttribute("alt"))).toEqual(["DSEU", "Loading..."]);
  expect(screen.getByRole("status")).toHaveClass("bg-slate-100");
});
