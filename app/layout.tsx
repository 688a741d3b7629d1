import { Suspense } from "react";
import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { getLocale, getMessages } from "next-intl/server";
import { ClientWordsProvider } from "@/components/i18n/ClientWords";
import { university } from "@/lib/site";
import { HashScroll } from "@/components/ui/HashScroll";
import { NavigationLoading } from "@/components/ui/NavigationLoading";
import { DISPLAY_PREFERENCES_SCRIPT } from "@/lib/display/preferences";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${university.name} (${university.shortName})`, template: `%s | ${university.shortName}` },
  description: university.description,
  applicationName: university.shortName,
  icons: { icon: "/logo.svg" },
};

export const viewport: Viewport = { themeColor: "#0b2a5b", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request so Next.js can put this request's CSP nonce on its scripts.
  await connection();
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    // The inline script may set the visitor's text size and contrast on <html> before React hydrates.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* Constant text, allowed by its hash in the Content-Security-Policy; runs before the first paint. */}
        <script dangerouslySetInnerHTML={{ __html: DISPLAY_PREFERENCES_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <ClientWordsProvider words={messages.client}>{children}</ClientWordsProvider>
        <Suspense fallback={null}>
          <HashScroll />
          <NavigationLoading />
        </Suspense>
      </body>
    </html>
  );
}
