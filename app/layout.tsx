import { Suspense } from "react";
import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { site } from "@/content/site";
import { Toasts } from "@/components/ui/Toasts";
import { HashScroll } from "@/components/ui/HashScroll";
import { NavigationLoading } from "@/components/ui/NavigationLoading";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${site.name} (${site.shortName})`, template: `%s | ${site.shortName}` },
  description: site.description,
  applicationName: site.shortName,
  icons: { icon: "/logo.svg" },
};

export const viewport: Viewport = { themeColor: "#0b2a5b", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request so Next.js can put this request's CSP nonce on its scripts.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <Toasts />
        <Suspense fallback={null}>
          <HashScroll />
          <NavigationLoading />
        </Suspense>
      </body>
    </html>
  );
}
