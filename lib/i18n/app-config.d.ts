import type en from "@/messages/en.json";
import type { Locale } from "./locales";

// next-intl checks every message key and locale against these types (its AppConfig lives in use-intl).
declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
