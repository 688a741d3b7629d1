import { screenReaders } from "@/content/policies";
import { ExternalLink } from "@/components/layout/ExternalLink";

/** The screen-reader access table of the accessibility statement (a GIGW requirement). */
export function ScreenReaderTable() {
  return (
    <section className="mb-8" aria-labelledby="screen-readers">
      <h2 id="screen-readers" className="text-xl font-bold text-brand-900">
        Screen reader access
      </h2>
      <p className="mt-3 text-slate-800">The website works with the screen readers below, among others.</p>
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Screen readers, their platforms and licences</caption>
          <thead>
            <tr className="bg-brand-50">
              <th scope="col" className="border border-slate-300 px-3 py-2">
                Screen reader
              </th>
              <th scope="col" className="border border-slate-300 px-3 py-2">
                Platform
              </th>
              <th scope="col" className="border border-slate-300 px-3 py-2">
                Licence
              </th>
            </tr>
          </thead>
          <tbody>
            {screenReaders.map((reader) => (
              <tr key={reader.name}>
                <th scope="row" className="border border-slate-300 px-3 py-2 font-normal">
                  <ExternalLink href={reader.href} className="text-brand-900 underline">
                    {reader.name}
                  </ExternalLink>
                </th>
                <td className="border border-slate-300 px-3 py-2">{reader.platform}</td>
                <td className="border border-slate-300 px-3 py-2">{reader.licence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
