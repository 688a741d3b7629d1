import messages from "@/messages/en.json";

/**
 * next-intl/server for server components rendered in unit tests, outside a Next request: English
 * from the real catalogue. (use-intl ships ES modules only, which this Jest set-up does not load;
 * the catalogue's server messages use simple {name} arguments only.)
 */
export async function getLocale() {
  return "en" as const;
}

export async function getTranslations(namespace: keyof typeof messages) {
  const texts = messages[namespace] as Record<string, string>;
  return (key: string, values: Record<string, string> = {}) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`No message ${namespace}.${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}
