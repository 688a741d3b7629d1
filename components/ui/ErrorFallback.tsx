import { Button } from "@/components/ui/Button";

/** The message of the error boundaries: nothing technical, one clear next step. */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Something went wrong.</h1>
      <p className="mt-4 text-lg text-slate-700">Please refresh the page or try again later.</p>
      {onRetry ? (
        <Button type="button" onClick={onRetry} className="mt-8">
          Try again
        </Button>
      ) : null}
    </section>
  );
}
