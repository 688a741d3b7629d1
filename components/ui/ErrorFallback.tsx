/** The message of the error boundaries: nothing technical, one clear next step. */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Something went wrong.</h1>
      <p className="mt-4 text-lg text-slate-700">Please refresh the page or try again later.</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="mt-8 rounded-md bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          Try again
        </button>
      ) : null}
    </section>
  );
}
