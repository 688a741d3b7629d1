import Link from "next/link";
import type { Board, BoardView } from "@/lib/notices/boards";
import { boardHref } from "./board-links";

/**
 * One row of tab links per query parameter of the board (plain links, so they work without
 * JavaScript). Choosing a tab keeps the other parameters and whether the archive is shown.
 */
export function BoardTabs({
  board,
  view,
  archived,
  basePath,
}: {
  board: Board;
  view: BoardView;
  archived: boolean;
  basePath: string;
}) {
  if (board.views.length < 2) return null;
  const params = Object.keys(board.views[0]!.params);
  return (
    <div className="space-y-3">
      {params.map((param) => {
        const options = [...new Map(board.views.map((v) => [v.params[param]!, v.labels[param]!])).entries()];
        return (
          <nav key={param} aria-label={board.paramLabels[param] ?? param}>
            <ul className="flex flex-wrap gap-2">
              {options.map(([value, label]) => {
                const current = view.params[param] === value;
                const target =
                  board.views.find(
                    (v) =>
                      v.params[param] === value &&
                      Object.entries(v.params).every(
                        ([name, wanted]) => name === param || view.params[name] === wanted,
                      ),
                  ) ?? board.views.find((v) => v.params[param] === value)!;
                return (
                  <li key={value}>
                    <Link
                      href={boardHref(basePath, { params: target.params, archived })}
                      aria-current={current ? "page" : undefined}
                      className={`inline-block rounded-md border px-3 py-1.5 text-sm font-semibold ${
                        current
                          ? "border-brand-900 bg-brand-900 text-white"
                          : "border-slate-300 bg-white text-brand-900 hover:border-brand-900"
                      }`}
                    >
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        );
      })}
    </div>
  );
}
